import ToolsData
import ToolsDomain

/// Lesson evaluations as GodTools keeps them: asked once per lesson (a skipped one counts as
/// asked), the answers kept, then sent with the views when a server is set.
public struct LessonEvaluations: LessonEvaluationInterface {
    private let repository: LessonEvaluationsRepository

    public init(repository: LessonEvaluationsRepository) {
        self.repository = repository
    }

    public func isDue(lessonId: String) async throws(ToolsError) -> Bool {
        do {
            return try await !repository.wasAsked(resourceId: lessonId)
        } catch {
            throw .couldNotLoad
        }
    }

    public func evaluate(_ evaluation: LessonEvaluationDomainModel) async throws(ToolsError) {
        do {
            try await repository.evaluate(
                LessonFeedbackDataModel(
                    resourceId: evaluation.lessonId, helpful: evaluation.helpful, readiness: evaluation.readiness,
                    pageReached: evaluation.pageReached))
        } catch {
            throw .couldNotSave
        }
    }

    public func skip(lessonId: String, pageReached: Int) async throws(ToolsError) {
        do {
            try await repository.skip(resourceId: lessonId, pageReached: pageReached)
        } catch {
            throw .couldNotSave
        }
    }
}
