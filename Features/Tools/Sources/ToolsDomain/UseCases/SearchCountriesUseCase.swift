/// The person opens the country list or searches it.
public struct SearchCountriesUseCase: Sendable {
    private let personalization: any PersonalizationInterface

    public init(personalization: any PersonalizationInterface) {
        self.personalization = personalization
    }

    public func execute(searchText: String = "") async throws(ToolsError) -> CountryListDomainModel {
        try await personalization.countryList(searchText: searchText)
    }
}
