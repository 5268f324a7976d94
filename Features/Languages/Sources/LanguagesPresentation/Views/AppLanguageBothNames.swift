import LanguagesDomain

extension AppLanguageDomainModel {
    /// "Spanish (Español)", or just "English" when both names are the same.
    var nameInBothLanguages: String {
        nameInAppLanguage == nameInOwnLanguage ? nameInAppLanguage : "\(nameInAppLanguage) (\(nameInOwnLanguage))"
    }
}
