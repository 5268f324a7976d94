/// A row of Downloadable languages: a language with at least one tool or lesson,
/// how many it has, and whether it is downloaded for offline use.
public struct DownloadableLanguageDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    /// Tools and lessons (nothing hidden) in the language: what `download` fetches.
    public let toolCount: Int
    public let isDownloaded: Bool

    public init(language: ToolLanguageDomainModel, toolCount: Int, isDownloaded: Bool) {
        self.language = language
        self.toolCount = toolCount
        self.isDownloaded = isDownloaded
    }
}

/// The Downloadable languages list, and which languages were downloaded when it was
/// first read: those stay first for as long as the screen is open.
public struct DownloadableLanguagesDomainModel: Sendable, Equatable {
    public let languages: [DownloadableLanguageDomainModel]
    /// The ids of the languages listed first (downloaded before the screen opened).
    public let downloadedWhenOpened: Set<String>

    public init(languages: [DownloadableLanguageDomainModel], downloadedWhenOpened: Set<String>) {
        self.languages = languages
        self.downloadedWhenOpened = downloadedWhenOpened
    }
}

/// How far downloading a language has come: the average of its tools' progress.
public struct LanguageDownloadProgressDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    /// 0 ... 1.
    public let fraction: Double
    public let completedTools: Int
    public let totalTools: Int

    public init(language: ToolLanguageDomainModel, fraction: Double, completedTools: Int, totalTools: Int) {
        self.language = language
        self.fraction = fraction
        self.completedTools = completedTools
        self.totalTools = totalTools
    }
}

/// Hears a language download's progress, from whatever thread does the work.
public typealias LanguageDownloadProgressHandler = @Sendable (LanguageDownloadProgressDomainModel) -> Void

/// A language downloaded: which, how many of its tools and lessons are saved, and the ones
/// that could not be downloaded (the download went on past them; `retry` fetches only those).
public struct LanguageDownloadDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    /// The tools and lessons in the language that are saved: all of them but `failedTools`.
    public let toolCount: Int
    /// In list order; empty when every one was saved.
    public let failedTools: [FailedToolDownloadDomainModel]

    public init(language: ToolLanguageDomainModel, toolCount: Int, failedTools: [FailedToolDownloadDomainModel] = []) {
        self.language = language
        self.toolCount = toolCount
        self.failedTools = failedTools
    }
}

/// A tool or lesson of a language download whose files could not be had (one failed its
/// checksum, was missing or could not be read): its id, for `retry`, and its name.
public struct FailedToolDownloadDomainModel: Sendable, Equatable {
    public let toolId: String
    public let toolName: String

    public init(toolId: String, toolName: String) {
        self.toolId = toolId
        self.toolName = toolName
    }
}

/// A language whose downloads were removed, and how many files that freed.
public struct LanguageRemovalDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    public let freedFiles: Int

    public init(language: ToolLanguageDomainModel, freedFiles: Int) {
        self.language = language
        self.freedFiles = freedFiles
    }
}
