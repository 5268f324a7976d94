/// The person confirms switching the app to the chosen language.
public struct ConfirmAppLanguageChangeUseCase: Sendable {
    private let setAppLanguage: any SetAppLanguageInterface

    public init(setAppLanguage: any SetAppLanguageInterface) {
        self.setAppLanguage = setAppLanguage
    }

    @discardableResult
    public func execute(languageId: String) async throws -> AppLanguageDomainModel {
        try await setAppLanguage.setAppLanguage(languageId: languageId)
    }
}
