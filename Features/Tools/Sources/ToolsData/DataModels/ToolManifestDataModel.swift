/// A translation's manifest: its title and the files that make it up, in order.
public struct ToolManifestDataModel: Sendable, Equatable {
    /// `tool`: the resource's abbreviation.
    public let tool: String?
    /// `locale`: the language's code.
    public let locale: String?
    /// `type`: `tract`, `article`, `cyoa`, `lesson`.
    public let type: String?
    /// The tool's name in the translation's language.
    public let title: String?
    /// The pages, in reading order.
    public let pages: [ToolContentFileDataModel]
    /// Other files the pages use (images); not needed to read the text.
    public let resources: [ToolContentFileDataModel]
    /// `<tips>`: the training tips pages refer to, each its own file.
    public let tips: [ToolManifestTipDataModel]
    /// `<categories>`: an article tool's categories.
    public let categories: [ToolArticleCategoryDataModel]

    public init(
        tool: String? = nil, locale: String? = nil, type: String? = nil, title: String? = nil,
        pages: [ToolContentFileDataModel], resources: [ToolContentFileDataModel] = [],
        tips: [ToolManifestTipDataModel] = [], categories: [ToolArticleCategoryDataModel] = []
    ) {
        self.tips = tips
        self.categories = categories
        self.tool = tool
        self.locale = locale
        self.type = type
        self.title = title
        self.pages = pages
        self.resources = resources
    }
}

/// A file a manifest lists: fetched by `source` from `/translations/files/{source}` and
/// kept only when the SHA-256 of its bytes is `sha256`.
public struct ToolContentFileDataModel: Sendable, Equatable {
    /// The name the tool's authors gave it (`01_Home.xml`).
    public let filename: String?
    /// `src`: the content-addressed name to fetch (`<sha256>.xml`).
    public let source: String
    /// `checksum-sha256`, lower case.
    public let sha256: String
    /// `size` in bytes, when given.
    public let size: Int?

    public init(filename: String? = nil, source: String, sha256: String, size: Int? = nil) {
        self.filename = filename
        self.source = source
        self.sha256 = sha256.lowercased()
        self.size = size
    }
}

/// A tip the manifest lists: its id and its file.
public struct ToolManifestTipDataModel: Sendable, Equatable {
    public let id: String
    public let file: ToolContentFileDataModel

    public init(id: String, file: ToolContentFileDataModel) {
        self.id = id
        self.file = file
    }
}
