import Navigation
import Observation
import ToolsDomain

/// GodTools' two questions after a lesson: was it helpful (yes or no, may stay unanswered) and
/// how ready the person feels to share their faith (1–10, 6 to start). `send` keeps and sends
/// the answers, `skip` leaves without them; either way the lesson is not asked about again.
@MainActor
@Observable
public final class LessonEvaluationViewModel {
    public private(set) var helpful: Bool?
    public private(set) var readiness = LessonEvaluationDomainModel.defaultReadiness
    public let lessonId: String
    /// The highest page reached, 0-based.
    public let pageReached: Int

    @ObservationIgnored private let evaluateLessonUseCase: EvaluateLessonUseCase
    @ObservationIgnored private let skipLessonEvaluationUseCase: SkipLessonEvaluationUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    public init(
        lessonId: String, pageReached: Int, evaluateLessonUseCase: EvaluateLessonUseCase,
        skipLessonEvaluationUseCase: SkipLessonEvaluationUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) {
        self.lessonId = lessonId
        self.pageReached = pageReached
        self.evaluateLessonUseCase = evaluateLessonUseCase
        self.skipLessonEvaluationUseCase = skipLessonEvaluationUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public func helpfulTapped(_ answer: Bool) {
        helpful = answer
    }

    /// Keeps `value` when it is on the scale; says whether it was.
    public func readinessChanged(_ value: Int) -> Bool {
        guard LessonEvaluationDomainModel.readinessScale.contains(value) else { return false }
        readiness = value
        return true
    }

    public func sendTapped() async -> ToolsFailure? {
        guard
            let evaluation = LessonEvaluationDomainModel(
                lessonId: lessonId, helpful: helpful, readiness: readiness, pageReached: pageReached)
        else { return .couldNotSave }
        do {
            try await evaluateLessonUseCase.execute(evaluation)
        } catch {
            return ToolsFailure(error)
        }
        flowStepEmitter.emit(.evaluationFinishedFromLessonEvaluation)
        return nil
    }

    public func skipTapped() async -> ToolsFailure? {
        do {
            try await skipLessonEvaluationUseCase.execute(lessonId: lessonId, pageReached: pageReached)
        } catch {
            return ToolsFailure(error)
        }
        flowStepEmitter.emit(.evaluationFinishedFromLessonEvaluation)
        return nil
    }
}
