/// The tools list shows its personalized set: `nil` when the person shows all tools.
public struct ViewPersonalizedToolsUseCase: Sendable {
    private let personalization: any PersonalizationInterface

    public init(personalization: any PersonalizationInterface) {
        self.personalization = personalization
    }

    public func execute() async throws(ToolsError) -> PersonalizedToolsDomainModel? {
        guard try await personalization.showsPersonalized(.tools) else { return nil }
        return try await personalization.personalizedTools()
    }
}
