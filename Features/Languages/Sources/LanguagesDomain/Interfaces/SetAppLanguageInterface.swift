/// Makes a language the app language, for now and after a restart.
public protocol SetAppLanguageInterface: Sendable {
    func setAppLanguage(languageId: String) async throws -> AppLanguageDomainModel
}
