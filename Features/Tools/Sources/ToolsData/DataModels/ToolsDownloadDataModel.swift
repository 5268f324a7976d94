import Foundation

/// A translation whose files are all saved: which manifest, of which tool and
/// language, and the files it needs (its manifest and pages, by SHA-256).
public struct ToolsDownloadDataModel: Sendable, Equatable {
    public let manifestName: String
    /// The SHA-256 of the manifest's bytes (also in `fileHashes`).
    public let manifestSha256: String
    public let resourceId: String
    public let languageId: String
    public let translationId: String
    public let fileHashes: Set<String>
    public let downloadedAt: Date

    public init(
        manifestName: String, manifestSha256: String, resourceId: String, languageId: String, translationId: String,
        fileHashes: Set<String>,
        downloadedAt: Date
    ) {
        self.manifestName = manifestName
        self.manifestSha256 = manifestSha256
        self.resourceId = resourceId
        self.languageId = languageId
        self.translationId = translationId
        self.fileHashes = fileHashes
        self.downloadedAt = downloadedAt
    }
}
