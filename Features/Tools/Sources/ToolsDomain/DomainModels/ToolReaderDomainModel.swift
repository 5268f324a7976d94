/// A tool ready to read: its pages in the primary language and, when one is chosen,
/// in the parallel language.
public struct ToolReaderDomainModel: Sendable, Equatable {
    public let toolId: String
    /// The tool's short code (`kgp`).
    public let code: String
    /// How it reads: a tract card by card, a choose-your-own-adventure by choices, an article tool by categories.
    public let kind: ToolKindDomainModel
    public let primary: ToolTranslationDomainModel
    public let parallel: ToolTranslationDomainModel?
    /// The languages whose files were downloaded to open it now (empty when all were saved).
    public let downloadedLanguages: [ToolLanguageDomainModel]

    public init(
        toolId: String, code: String, kind: ToolKindDomainModel = .tract,
        primary: ToolTranslationDomainModel, parallel: ToolTranslationDomainModel?,
        downloadedLanguages: [ToolLanguageDomainModel] = []
    ) {
        self.toolId = toolId
        self.code = code
        self.kind = kind
        self.primary = primary
        self.parallel = parallel
        self.downloadedLanguages = downloadedLanguages
    }
}

/// A tool in one language: its name, pages, training tips and article categories in that language.
public struct ToolTranslationDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    public let toolName: String
    public let pages: [ToolPageDomainModel]
    public let tips: [ToolTipDomainModel]
    public let categories: [ToolArticleCategoryDomainModel]

    public init(
        language: ToolLanguageDomainModel, toolName: String, pages: [ToolPageDomainModel], tips: [ToolTipDomainModel] = [],
        categories: [ToolArticleCategoryDomainModel] = []
    ) {
        self.language = language
        self.toolName = toolName
        self.pages = pages
        self.tips = tips
        self.categories = categories
    }

    /// The index of the page known by `id`.
    public func pageIndex(id: String) -> Int? {
        pages.firstIndex { $0.id == id }
    }
}

/// How a tool reads, from its resource type.
public enum ToolKindDomainModel: Sendable, Equatable, CaseIterable {
    /// `tract` (and any type the app reads page by page).
    case tract
    /// `cyoa`: choose your own adventure.
    case chooseYourOwnAdventure
    /// `article`: categories, then articles.
    case articles

    public init(resourceType: String) {
        switch resourceType {
        case "cyoa": self = .chooseYourOwnAdventure
        case "article": self = .articles
        default: self = .tract
        }
    }
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
