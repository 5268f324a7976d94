/// Which translation to download or read: its manifest, tool, language and id.
public struct ToolTranslationRequestDataModel: Sendable, Equatable {
    public let manifestName: String
    public let resourceId: String
    public let languageId: String
    public let translationId: String

    public init(manifestName: String, resourceId: String, languageId: String, translationId: String) {
        self.manifestName = manifestName
        self.resourceId = resourceId
        self.languageId = languageId
        self.translationId = translationId
    }
}

/// A saved translation, ready to read: its manifest, its pages in order and its training tips.
public struct ToolTranslationContentDataModel: Sendable, Equatable {
    public let manifest: ToolManifestDataModel
    public let pages: [ToolPageDataModel]
    public let tips: [ToolTipDataModel]

    public init(manifest: ToolManifestDataModel, pages: [ToolPageDataModel], tips: [ToolTipDataModel] = []) {
        self.manifest = manifest
        self.pages = pages
        self.tips = tips
    }
}

/// How far a translation's download has come: files saved (or found saved) of those it needs.
public struct ToolDownloadProgressDataModel: Sendable, Equatable {
    public let completedFiles: Int
    public let totalFiles: Int

    public init(completedFiles: Int, totalFiles: Int) {
        self.completedFiles = completedFiles
        self.totalFiles = totalFiles
    }

    /// From 0 to 1.
    public var fraction: Double {
        totalFiles == 0 ? 1 : Double(completedFiles) / Double(totalFiles)
    }
}

/// Why a translation could not be downloaded or read.
public enum ToolsDownloadError: Error, Equatable, Sendable {
    /// The source could not give a file.
    case source(ToolsContentSourceError)
    /// A file's bytes did not hash to its `checksum-sha256` (or the manifest's to its name); it was not kept.
    case checksumMismatch(fileName: String)
    /// The manifest or a page is not content XML.
    case unreadable(fileName: String)
    /// The database could not save or read the files.
    case storage
}
