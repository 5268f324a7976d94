/// The person starts the app: it opens in their saved language, or on first
/// launch in the system's language when the app has it, else in English.
public struct LaunchInAppLanguageUseCase: Sendable {
    private let getLaunchAppLanguage: any GetLaunchAppLanguageInterface

    public init(getLaunchAppLanguage: any GetLaunchAppLanguageInterface) {
        self.getLaunchAppLanguage = getLaunchAppLanguage
    }

    @discardableResult
    public func execute() async throws -> AppLanguageDomainModel {
        try await getLaunchAppLanguage.applyLaunchAppLanguage()
    }
}
