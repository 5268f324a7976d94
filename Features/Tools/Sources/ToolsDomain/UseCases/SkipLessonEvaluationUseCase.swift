/// The person skips a lesson's evaluation: it is not asked again.
public struct SkipLessonEvaluationUseCase: Sendable {
    private let evaluations: any LessonEvaluationInterface

    public init(evaluations: any LessonEvaluationInterface) {
        self.evaluations = evaluations
    }

    public func execute(lessonId: String, pageReached: Int) async throws(ToolsError) {
        try await evaluations.skip(lessonId: lessonId, pageReached: pageReached)
    }
}
