/// The person opens the list of app languages.
public struct ViewAppLanguagesUseCase: Sendable {
    private let getAppLanguagesList: any GetAppLanguagesListInterface

    public init(getAppLanguagesList: any GetAppLanguagesListInterface) {
        self.getAppLanguagesList = getAppLanguagesList
    }

    public func execute() async throws -> [AppLanguageDomainModel] {
        try await getAppLanguagesList.getAppLanguagesList()
    }
}
