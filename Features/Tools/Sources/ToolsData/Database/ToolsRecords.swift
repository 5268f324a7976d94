import Foundation
import GRDB

/// A row of `tools_language`.
struct ToolsLanguageRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_language"
    var id: String
    var code: String
    var name: String
    var isRightToLeft: Bool
    var forceLanguageName: Bool
}

/// A row of `tools_resource`.
struct ToolsResourceRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_resource"
    var id: String
    var name: String
    var abbreviation: String
    var resourceType: String
    var description: String?
    var totalViews: Int
    var category: String?
    var defaultOrder: Int
    var defaultLocale: String
    var isHidden: Bool
    var isSpotlight: Bool
    var metatoolId: String?
    var bannerAttachmentId: String?
    var defaultVariantId: String?
}

/// A row of `tools_translation`: the latest translation of a resource into a language.
struct ToolsTranslationRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_translation"
    var id: String
    var resourceId: String
    var languageId: String
    var version: Int
    var manifestName: String?
    var translatedName: String?
    var translatedDescription: String?
    var translatedTagline: String?
    var conversationStarters: String?
    var bibleReferences: String?
}

/// A row of `tools_favorite`: the person's favorite tools, 0 first.
struct ToolsFavoriteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_favorite"
    var resourceId: String
    var position: Int
}

/// A row of `tools_filter_selection`: the value chosen for one filter of the tools list.
struct ToolsFilterSelectionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_filter_selection"
    var filter: String
    var value: String
}

/// A row of `tools_sync`: when the catalog was last read from a source.
struct ToolsSyncRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_sync"
    var sourceKey: String
    var syncedAt: Double
}

/// A row of `tools_file`: a downloaded manifest or page, by the SHA-256 of its bytes.
struct ToolsFileRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_file"
    var sha256: String
    var bytes: Data
    var byteCount: Int
    var savedAt: Double
}

/// A row of `tools_download`: a translation whose manifest and pages are all saved.
struct ToolsDownloadRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_download"
    var manifestName: String
    var manifestSha256: String
    var resourceId: String
    var languageId: String
    var translationId: String
    var downloadedAt: Double
}

/// A row of `tools_download_file`: a file a downloaded translation needs (its manifest and pages).
struct ToolsDownloadFileRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_download_file"
    var manifestName: String
    var sha256: String
}

/// A row of `tools_language_setting`: the primary and parallel languages chosen for a tool.
struct ToolsLanguageSettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_language_setting"
    var resourceId: String
    var primaryLanguageId: String?
    var parallelLanguageId: String?
}

/// A row of `tools_pending_view`: views of a tool not yet sent to the content server.
struct ToolsPendingViewRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_pending_view"
    var resourceId: String
    var quantity: Int
}

/// A row of `tools_lesson_progress`: the page a person is on in a lesson and its progress.
struct ToolsLessonProgressRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_lesson_progress"
    var resourceId: String
    var pageIndex: Int
    var pageCount: Int
    var progress: Double
    var isCompleted: Bool
    var updatedAt: Double
}

/// A row of `tools_downloaded_language`: a language the person downloaded for offline use.
struct ToolsDownloadedLanguageRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_downloaded_language"
    var languageId: String
    var downloadedAt: Double
}

/// A row of `tools_reading_path`: the pages (by id) a person went through in a
/// choose-your-own-adventure tool, oldest first and the page they stopped on last, one per line.
struct ToolsReadingPathRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_reading_path"
    var resourceId: String
    var pageIds: String
}

/// A row of `tools_training_tips`: whether a tool's training tips are shown.
struct ToolsTrainingTipsRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_training_tips"
    var resourceId: String
    var isOn: Bool
}

/// A row of `tools_tip_seen`: a training tip of a tool the person has opened.
struct ToolsTipSeenRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_tip_seen"
    var resourceId: String
    var tipId: String
}

/// A row of `tools_version_choice`: the version (a variant) of a metatool the person chose.
struct ToolsVersionChoiceRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_version_choice"
    var metatoolId: String
    var resourceId: String
}

/// A row of `tools_learn_to_share_view`: how often a tool's "Learn to share" tutorial was shown.
struct ToolsLearnToShareViewRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_learn_to_share_view"
    var resourceId: String
    var views: Int
}
