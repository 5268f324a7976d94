/// The person chooses their country (or no country: the lists' default order).
public struct ChooseCountryUseCase: Sendable {
    private let personalization: any PersonalizationInterface

    public init(personalization: any PersonalizationInterface) {
        self.personalization = personalization
    }

    public func execute(named text: String?) async throws(ToolsError) -> CountryChoiceDomainModel {
        try await personalization.chooseCountry(named: text)
    }
}
