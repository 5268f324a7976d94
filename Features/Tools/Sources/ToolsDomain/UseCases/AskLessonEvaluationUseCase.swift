/// The person leaves a lesson: whether to ask them to evaluate it — GodTools asks once per lesson,
/// here when the lesson was completed in that reading.
public struct AskLessonEvaluationUseCase: Sendable {
    private let evaluations: any LessonEvaluationInterface

    public init(evaluations: any LessonEvaluationInterface) {
        self.evaluations = evaluations
    }

    public func execute(lessonId: String, completed: Bool) async -> Bool {
        guard completed else { return false }
        return (try? await evaluations.isDue(lessonId: lessonId)) ?? false
    }
}
