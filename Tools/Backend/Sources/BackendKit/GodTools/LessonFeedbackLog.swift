/// One lesson evaluation accepted by `POST /lesson_feedback`: GodTools' `lesson_feedback` properties.
public struct AcceptedLessonFeedback: Sendable, Equatable {
    public let resourceId: String
    /// `yes`, `no`, or `nil` when the question was left unanswered.
    public let helpful: String?
    /// How ready the person feels to share, 1–10.
    public let readiness: Int
    /// The page reached (GodTools' `page_reached`).
    public let pageReached: Int
}

/// The lesson evaluations posted to `POST /lesson_feedback`, read back at `/_backend/lesson_feedback`.
public typealias LessonFeedbackLog = BoundedLog<AcceptedLessonFeedback>

extension BoundedLog where Entry == AcceptedLessonFeedback {
    public typealias Feedback = AcceptedLessonFeedback
}
