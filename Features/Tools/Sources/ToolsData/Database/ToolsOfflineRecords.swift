import Foundation
import GRDB

/// A row of `tools_offline_favorite`: a translation download a favorite holds (the tool in the
/// app language, or in its primary or parallel language), so unfavoriting knows what it may free.
struct ToolsOfflineFavoriteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_offline_favorite"
    var resourceId: String
    var manifestName: String
}

/// A row of `tools_dismissed_notice`: a notice the person closed for good.
struct ToolsDismissedNoticeRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_dismissed_notice"
    var notice: String
    var dismissedAt: Double
}

/// A row of `tools_language_update`: when a downloaded language was last brought up to date,
/// and when it was last checked for newer translations.
struct ToolsLanguageUpdateRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_language_update"
    var languageId: String
    var updatedAt: Double
    var checkedAt: Double?
}

/// A row of `tools_download_version`: the translation version a saved download holds.
struct ToolsDownloadVersionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_download_version"
    var manifestName: String
    var version: Int
}
