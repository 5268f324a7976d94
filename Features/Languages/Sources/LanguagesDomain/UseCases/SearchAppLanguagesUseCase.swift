/// The person types text to find an app language by either of its names.
public struct SearchAppLanguagesUseCase: Sendable {
    private let searchAppLanguages: any SearchAppLanguagesInterface

    public init(searchAppLanguages: any SearchAppLanguagesInterface) {
        self.searchAppLanguages = searchAppLanguages
    }

    public func execute(searchText: String, in languages: [AppLanguageDomainModel]) async -> [AppLanguageDomainModel] {
        searchAppLanguages.searchAppLanguages(matching: searchText, in: languages)
    }
}
