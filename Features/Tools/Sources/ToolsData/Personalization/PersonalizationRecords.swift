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

/// A content API ranking as last fetched, for a country (`""` for none: the default order)
/// and a language, kept so that a list shown again within hours does not ask the server
/// again, and so that a list shown offline still has its order.
struct ToolsPersonalizationRankingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_personalization_ranking"
    var country: String
    var language: String
    /// The resource ids, best first, one per line.
    var resourceIds: String
    /// When it was fetched, seconds since the reference date.
    var fetchedAt: Double
}
