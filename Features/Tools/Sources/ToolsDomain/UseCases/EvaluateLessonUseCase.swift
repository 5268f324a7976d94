/// The person sends their evaluation of a lesson.
public struct EvaluateLessonUseCase: Sendable {
    private let evaluations: any LessonEvaluationInterface

    public init(evaluations: any LessonEvaluationInterface) {
        self.evaluations = evaluations
    }

    public func execute(_ evaluation: LessonEvaluationDomainModel) async throws(ToolsError) {
        try await evaluations.evaluate(evaluation)
    }
}
