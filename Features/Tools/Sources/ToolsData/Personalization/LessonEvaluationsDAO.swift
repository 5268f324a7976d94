import GRDB
import Persistence

/// Keeps each lesson's evaluation: whether it was asked, the answers, and whether they were sent.
public struct LessonEvaluationsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// How often the evaluation of the lesson was asked (answered or skipped).
    public func attempts(resourceId: String) async throws -> Int {
        try await database.writer.read { db in try ToolsLessonEvaluationRecord.fetchOne(db, key: resourceId)?.attempts ?? 0 }
    }

    /// Counts an attempt; with `feedback`, keeps the answers to send (a lesson once evaluated stays so).
    public func record(resourceId: String, feedback: LessonFeedbackDataModel?, pageReached: Int) async throws {
        try await database.writer.write { db in
            var record =
                try ToolsLessonEvaluationRecord.fetchOne(db, key: resourceId)
                ?? ToolsLessonEvaluationRecord(
                    resourceId: resourceId, attempts: 0, isEvaluated: false, helpful: nil, readiness: nil,
                    pageReached: pageReached, isSent: true)
            record.attempts += 1
            record.pageReached = pageReached
            if let feedback {
                record.isEvaluated = true
                record.helpful = feedback.helpful
                record.readiness = feedback.readiness
                record.isSent = false
            }
            try record.upsert(db)
        }
    }

    /// The answers not yet sent, by lesson id.
    public func unsent() async throws -> [LessonFeedbackDataModel] {
        try await database.writer.read { db in
            try ToolsLessonEvaluationRecord.filter(Column("isSent") == false).order(Column("resourceId")).fetchAll(db)
                .compactMap { record in
                    record.readiness.map {
                        LessonFeedbackDataModel(
                            resourceId: record.resourceId, helpful: record.helpful, readiness: $0, pageReached: record.pageReached
                        )
                    }
                }
        }
    }

    public func markSent(resourceId: String) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: "UPDATE \(ToolsLessonEvaluationRecord.databaseTableName) SET isSent = 1 WHERE resourceId = ?",
                arguments: [resourceId])
        }
    }
}
