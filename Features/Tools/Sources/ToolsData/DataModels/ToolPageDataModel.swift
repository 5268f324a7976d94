/// One page of a tool as the content XML describes it: its id, the events that bring
/// it up, and what it holds — a tract's hero, cards, modals and call to action, or the
/// content of a content page (choose-your-own-adventure, article, lesson) — or why it
/// could not be read.
public struct ToolPageDataModel: Sendable, Equatable {
    /// `id`, else the manifest's `filename`, else `nil` (the reader then numbers it).
    public let id: String?
    /// `listeners`: events that bring this page up.
    public let listeners: [String]
    /// `hidden="true"`: reached only through its listeners.
    public let isHidden: Bool
    /// `cyoa:parent` without its `?params`: the page a choose-your-own-adventure page goes back to.
    public let parentPageId: String?
    /// `article:aem-tag` ids inside the page: the article categories it belongs to.
    public let articleTags: [String]
    public let layout: ToolPageLayoutDataModel

    public init(
        id: String? = nil, listeners: [String] = [], isHidden: Bool = false, parentPageId: String? = nil,
        articleTags: [String] = [], layout: ToolPageLayoutDataModel
    ) {
        self.id = id
        self.listeners = listeners
        self.isHidden = isHidden
        self.parentPageId = parentPageId
        self.articleTags = articleTags
        self.layout = layout
    }

    /// A content page of `blocks`.
    public init(blocks: [ToolContentDataModel]) {
        self.init(layout: .content(blocks))
    }

    /// The same page known by `id` (the manifest's file name when the page names none).
    public func identified(by fallbackId: String?) -> ToolPageDataModel {
        ToolPageDataModel(
            id: id ?? fallbackId, listeners: listeners, isHidden: isHidden, parentPageId: parentPageId,
            articleTags: articleTags, layout: layout)
    }

    /// The readable text in order, for readers that show a page as one text (lessons):
    /// a tract's hero, its cards (hidden ones too) and its call to action; a content page's content.
    public var blocks: [ToolContentDataModel] {
        switch layout {
        case .content(let blocks): return blocks
        case .tract(let tract): return tract.readingOrder
        case .unreadable: return []
        }
    }
}

/// What a page holds.
public enum ToolPageLayoutDataModel: Sendable, Equatable {
    /// A tract page (namespace `…/xmlns/tract`).
    case tract(ToolTractPageDataModel)
    /// A page of content: `xsi:type="content"` in `…/xmlns/page` (choose-your-own-adventure,
    /// articles) or a lesson page.
    case content([ToolContentDataModel])
    /// A page that could not be read: not XML, or a page type the app does not know.
    case unreadable(ToolPageProblemDataModel)
}

/// Why a page could not be read.
public enum ToolPageProblemDataModel: Sendable, Equatable {
    case malformed
    case unknownType(String)
}

/// A tract page: a hero, cards shown one at a time, modals brought up by events, and a
/// call to action at the end.
public struct ToolTractPageDataModel: Sendable, Equatable {
    public let hero: ToolHeroDataModel?
    public let cards: [ToolCardDataModel]
    public let modals: [ToolModalDataModel]
    public let callToAction: ToolCallToActionDataModel?

    public init(
        hero: ToolHeroDataModel? = nil, cards: [ToolCardDataModel] = [], modals: [ToolModalDataModel] = [],
        callToAction: ToolCallToActionDataModel? = nil
    ) {
        self.hero = hero
        self.cards = cards
        self.modals = modals
        self.callToAction = callToAction
    }

    var readingOrder: [ToolContentDataModel] {
        var blocks: [ToolContentDataModel] = []
        if let hero {
            blocks += hero.heading.map { [.heading($0)] } ?? []
            blocks += hero.content
        }
        for card in cards {
            blocks += card.label.map { [.heading($0)] } ?? []
            blocks += card.content
        }
        if let text = callToAction?.text { blocks.append(.paragraph(text)) }
        return blocks
    }
}

/// `<hero>`: the page's heading and its first content.
public struct ToolHeroDataModel: Sendable, Equatable {
    public let heading: String?
    public let content: [ToolContentDataModel]

    public init(heading: String?, content: [ToolContentDataModel]) {
        self.heading = heading
        self.content = content
    }
}

/// `<card>`: a label and content; a hidden one is shown only when one of its `listeners` fires,
/// and goes away on one of its `dismiss-listeners`.
public struct ToolCardDataModel: Sendable, Equatable {
    public let label: String?
    public let content: [ToolContentDataModel]
    public let isHidden: Bool
    public let listeners: [String]
    public let dismissListeners: [String]

    public init(
        label: String?, content: [ToolContentDataModel], isHidden: Bool = false, listeners: [String] = [],
        dismissListeners: [String] = []
    ) {
        self.label = label
        self.content = content
        self.isHidden = isHidden
        self.listeners = listeners
        self.dismissListeners = dismissListeners
    }
}

/// `<modal>`: a title and content over the page, brought up by its `listeners`, closed by its `dismiss-listeners`.
public struct ToolModalDataModel: Sendable, Equatable {
    public let title: String?
    public let content: [ToolContentDataModel]
    public let listeners: [String]
    public let dismissListeners: [String]

    public init(title: String?, content: [ToolContentDataModel], listeners: [String], dismissListeners: [String] = []) {
        self.title = title
        self.content = content
        self.listeners = listeners
        self.dismissListeners = dismissListeners
    }
}

/// `<call-to-action>`: the text at the end of a tract page, the events it sends and the tip it points to.
public struct ToolCallToActionDataModel: Sendable, Equatable {
    public let text: String?
    public let events: [String]
    public let tipId: String?

    public init(text: String?, events: [String] = [], tipId: String? = nil) {
        self.text = text
        self.events = events
        self.tipId = tipId
    }
}

/// One piece of content, in reading order.
public enum ToolContentDataModel: Sendable, Equatable {
    /// A tract hero's `heading`, a content page's `header`/`heading`/`title`.
    case heading(String)
    /// A `content:paragraph`, or a `content:text` standing alone.
    case paragraph(String)
    /// An `item` of a `list`.
    case listItem(String)
    /// A `content:button`.
    case button(ToolClickableDataModel)
    /// A `content:link`.
    case link(ToolClickableDataModel)
    /// A `training:tip` reference: the id of a tip the manifest lists.
    case tip(id: String)
}

/// A button or a link: its text and what tapping it does — send events, or open a URL.
public struct ToolClickableDataModel: Sendable, Equatable {
    public let text: String
    /// `events`, split on white space (`followup:send` keeps its namespace).
    public let events: [String]
    /// `url`, when it has one.
    public let url: String?

    public init(text: String, events: [String] = [], url: String? = nil) {
        self.text = text
        self.events = events
        self.url = url
    }
}
