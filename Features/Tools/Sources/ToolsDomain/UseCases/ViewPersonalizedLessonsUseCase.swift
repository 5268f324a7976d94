/// The lessons list shows its personalized set: `nil` when the person shows all lessons.
public struct ViewPersonalizedLessonsUseCase: Sendable {
    private let personalization: any PersonalizationInterface

    public init(personalization: any PersonalizationInterface) {
        self.personalization = personalization
    }

    public func execute() async throws(ToolsError) -> PersonalizedLessonsDomainModel? {
        guard try await personalization.showsPersonalized(.lessons) else { return nil }
        return try await personalization.personalizedLessons()
    }
}
