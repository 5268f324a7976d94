import Foundation

/// A downloaded language's freshness: when its downloads were last brought up to date (or
/// first downloaded), and when it was last checked for newer translations, if ever.
public struct ToolsLanguageUpdateDataModel: Sendable, Equatable {
    public let languageId: String
    public let updatedAt: Date
    public let checkedAt: Date?

    public init(languageId: String, updatedAt: Date, checkedAt: Date?) {
        self.languageId = languageId
        self.updatedAt = updatedAt
        self.checkedAt = checkedAt
    }
}

/// A translation download an update replaced: the old manifest, the new one and its version.
public struct ToolsDownloadReplacementDataModel: Sendable, Equatable {
    public let oldManifestNames: Set<String>
    public let newManifestName: String
    public let newVersion: Int

    public init(oldManifestNames: Set<String>, newManifestName: String, newVersion: Int) {
        self.oldManifestNames = oldManifestNames
        self.newManifestName = newManifestName
        self.newVersion = newVersion
    }
}
