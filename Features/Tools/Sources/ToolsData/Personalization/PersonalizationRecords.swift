import GRDB

/// One of the person's personalization settings: the country, and whether each list shows
/// its personalized or its whole set.
struct ToolsPersonalizationSettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_personalization"
    var setting: String
    var value: String
}

/// A lesson's evaluation: asked once (an attempt, answered or skipped, is enough), and the
/// answers waiting to be sent until `isSent`.
struct ToolsLessonEvaluationRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_lesson_evaluation"
    var resourceId: String
    var attempts: Int
    var isEvaluated: Bool
    var helpful: Bool?
    var readiness: Int?
    var pageReached: Int
    var isSent: Bool
}
