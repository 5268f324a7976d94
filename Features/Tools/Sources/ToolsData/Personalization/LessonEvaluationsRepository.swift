import Logging

/// Lesson evaluations: kept in the database first, then sent to the content server
/// (`POST /lesson_feedback`) with the views; what cannot be sent stays for the next time.
public struct LessonEvaluationsRepository: Sendable {
    private let dao: LessonEvaluationsDAO
    private let source: any PersonalizationContentSource
    private let logger: Logger

    public init(
        dao: LessonEvaluationsDAO, source: any PersonalizationContentSource,
        logger: Logger = Logger(label: "tools.lessonEvaluations")
    ) {
        self.dao = dao
        self.source = source
        self.logger = logger
    }

    /// Whether the lesson's evaluation was ever asked (GodTools asks once).
    public func wasAsked(resourceId: String) async throws -> Bool {
        try await dao.attempts(resourceId: resourceId) > 0
    }

    /// Keeps an answered evaluation, then sends what is waiting.
    public func evaluate(_ feedback: LessonFeedbackDataModel) async throws {
        try await dao.record(resourceId: feedback.resourceId, feedback: feedback, pageReached: feedback.pageReached)
        await sendPending()
    }

    /// Keeps that the evaluation was asked and skipped.
    public func skip(resourceId: String, pageReached: Int) async throws {
        try await dao.record(resourceId: resourceId, feedback: nil, pageReached: pageReached)
    }

    /// Sends the evaluations waiting; stops at the first that cannot be sent and keeps it and
    /// the rest. Returns how many were sent.
    @discardableResult
    public func sendPending() async -> Int {
        var sent = 0
        do {
            for feedback in try await dao.unsent() {
                try await source.postLessonFeedback(feedback)
                try await dao.markSent(resourceId: feedback.resourceId)
                sent += 1
            }
        } catch {
            logger.notice("Lesson evaluations kept to send later", metadata: ["reason": "\(error)"])
        }
        return sent
    }

    /// The evaluations waiting to be sent.
    public func pending() async throws -> [LessonFeedbackDataModel] {
        try await dao.unsent()
    }
}
