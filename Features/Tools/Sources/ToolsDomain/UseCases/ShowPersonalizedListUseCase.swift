/// The person switches a list between "Personalized" and "All".
public struct ShowPersonalizedListUseCase: Sendable {
    private let personalization: any PersonalizationInterface

    public init(personalization: any PersonalizationInterface) {
        self.personalization = personalization
    }

    public func execute(_ list: PersonalizedListDomainModel, personalized: Bool) async throws(ToolsError) {
        try await personalization.setShowsPersonalized(personalized, list: list)
    }
}
