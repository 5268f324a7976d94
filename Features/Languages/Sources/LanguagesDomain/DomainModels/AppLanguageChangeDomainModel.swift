/// A change of app language waiting for the person to confirm it.
public struct AppLanguageChangeDomainModel: Equatable, Sendable {
    /// The language the app is shown in now.
    public let currentLanguage: AppLanguageDomainModel
    /// The language the person chose.
    public let chosenLanguage: AppLanguageDomainModel

    public init(currentLanguage: AppLanguageDomainModel, chosenLanguage: AppLanguageDomainModel) {
        self.currentLanguage = currentLanguage
        self.chosenLanguage = chosenLanguage
    }
}
