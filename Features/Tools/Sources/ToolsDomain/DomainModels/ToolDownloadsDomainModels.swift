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

/// A language downloaded: which, and how many tools and lessons it holds.
public struct LanguageDownloadDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    public let toolCount: Int

    public init(language: ToolLanguageDomainModel, toolCount: Int) {
        self.language = language
        self.toolCount = toolCount
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
