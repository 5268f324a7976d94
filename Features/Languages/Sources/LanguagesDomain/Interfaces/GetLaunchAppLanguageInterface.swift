/// Decides the app language when the app starts: the person's saved choice,
/// else the system's language when the app is translated into it, else English.
public protocol GetLaunchAppLanguageInterface: Sendable {
    func applyLaunchAppLanguage() async throws -> AppLanguageDomainModel
}
