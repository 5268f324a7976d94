/// A training tip (a file in namespace `…/xmlns/training`, listed in the manifest's
/// `<tips>`): its kind and its short pages.
public struct ToolTipDataModel: Sendable, Equatable {
    /// The id pages refer to it by (`training:tip id="…"`).
    public let id: String
    /// `type`: `tip` (the default), `ask`, `consider`, `prepare`, `quote`.
    public let type: String
    /// Each page's content.
    public let pages: [[ToolContentDataModel]]

    public init(id: String, type: String, pages: [[ToolContentDataModel]]) {
        self.id = id
        self.type = type
        self.pages = pages
    }
}

/// An article category of an article tool's manifest: its label and the tags of the articles in it.
public struct ToolArticleCategoryDataModel: Sendable, Equatable {
    public let id: String
    public let label: String?
    /// `article:aem-tag` ids.
    public let tags: [String]

    public init(id: String, label: String?, tags: [String]) {
        self.id = id
        self.label = label
        self.tags = tags
    }
}
