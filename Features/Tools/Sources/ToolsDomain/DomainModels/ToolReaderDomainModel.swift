/// A tool ready to read: its pages in the primary language and, when one is chosen,
/// in the parallel language.
public struct ToolReaderDomainModel: Sendable, Equatable {
    public let toolId: String
    /// The tool's short code (`kgp`).
    public let code: String
    public let primary: ToolTranslationDomainModel
    public let parallel: ToolTranslationDomainModel?
    /// The languages whose files were downloaded to open it now (empty when all were saved).
    public let downloadedLanguages: [ToolLanguageDomainModel]

    public init(
        toolId: String, code: String, primary: ToolTranslationDomainModel, parallel: ToolTranslationDomainModel?,
        downloadedLanguages: [ToolLanguageDomainModel] = []
    ) {
        self.toolId = toolId
        self.code = code
        self.primary = primary
        self.parallel = parallel
        self.downloadedLanguages = downloadedLanguages
    }
}

/// A tool in one language: its name and pages in that language.
public struct ToolTranslationDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    public let toolName: String
    public let pages: [ToolPageDomainModel]

    public init(language: ToolLanguageDomainModel, toolName: String, pages: [ToolPageDomainModel]) {
        self.language = language
        self.toolName = toolName
        self.pages = pages
    }
}

/// One page: headings and paragraphs in reading order.
public struct ToolPageDomainModel: Sendable, Equatable {
    public let blocks: [ToolPageBlockDomainModel]

    public init(blocks: [ToolPageBlockDomainModel]) {
        self.blocks = blocks
    }
}

public enum ToolPageBlockDomainModel: Sendable, Equatable {
    case heading(String)
    case paragraph(String)
}

/// How far opening a tool has come while its files download.
public struct ToolDownloadProgressDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    public let completedFiles: Int
    public let totalFiles: Int

    public init(language: ToolLanguageDomainModel, completedFiles: Int, totalFiles: Int) {
        self.language = language
        self.completedFiles = completedFiles
        self.totalFiles = totalFiles
    }
}

/// Hears download progress, from whatever thread does the work.
public typealias ToolDownloadProgressHandler = @Sendable (ToolDownloadProgressDomainModel) -> Void
