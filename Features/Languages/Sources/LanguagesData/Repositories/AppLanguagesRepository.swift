import Localization

/// The languages the app ships string tables for.
public struct AppLanguagesRepository: Sendable {
    private let languages: [AppLanguage]

    /// Reads the languages the app is translated into; tests may pass their own.
    public init(languages: [AppLanguage] = SupportedAppLanguages.all) {
        self.languages = languages
    }

    public func getAppLanguages() -> [AppLanguageDataModel] {
        languages.map { AppLanguageDataModel(languageCode: $0.code, isRightToLeft: $0.direction == .rightToLeft) }
    }

    public func getAppLanguage(code: String) -> AppLanguageDataModel? {
        getAppLanguages().first { $0.languageCode.caseInsensitiveCompare(code) == .orderedSame }
    }
}
