/// One page of a tool: its id, the events that bring it up, and what it holds.
public struct ToolPageDomainModel: Sendable, Equatable {
    /// The page's `id`, its file name, or its number when it has neither.
    public let id: String
    public let listeners: [String]
    public let isHidden: Bool
    /// The page a choose-your-own-adventure page goes back to when there is no path.
    public let parentPageId: String?
    /// The article categories' tags it carries.
    public let articleTags: [String]
    public let layout: ToolPageLayoutDomainModel

    public init(
        id: String, listeners: [String] = [], isHidden: Bool = false, parentPageId: String? = nil,
        articleTags: [String] = [], layout: ToolPageLayoutDomainModel
    ) {
        self.id = id
        self.listeners = listeners
        self.isHidden = isHidden
        self.parentPageId = parentPageId
        self.articleTags = articleTags
        self.layout = layout
    }

    /// A page of content.
    public init(id: String = "", blocks: [ToolPageBlockDomainModel]) {
        self.init(id: id, layout: .content(blocks))
    }

    /// Its text in reading order, for readers that show a page whole (lessons, the flat reader).
    public var blocks: [ToolPageBlockDomainModel] {
        switch layout {
        case .content(let blocks): return blocks
        case .tract(let tract): return tract.readingOrder
        case .unreadable, .unknownType: return []
        }
    }

    /// The first heading: an article's title.
    public var title: String? {
        blocks.lazy.compactMap { block -> String? in
            if case .heading(let text) = block { return text }
            return nil
        }.first
    }
}

/// What a page is, by its own element (namespace and `type`), whatever the tool's kind.
public enum ToolPageLayoutDomainModel: Sendable, Equatable {
    /// A tract page: hero, cards, modals, call to action.
    case tract(ToolTractPageDomainModel)
    /// A content page (choose-your-own-adventure, article, lesson): its content whole.
    case content([ToolPageBlockDomainModel])
    /// Could not be read: not XML.
    case unreadable
    /// A page of a type the app does not know (`card-collection`, `page-collection`, …):
    /// it says so, and the rest of the tool reads.
    case unknownType(String)
}

/// A tract page: hero, cards one at a time, modals, call to action.
public struct ToolTractPageDomainModel: Sendable, Equatable {
    public let heroHeading: String?
    public let hero: [ToolPageBlockDomainModel]
    public let cards: [ToolCardDomainModel]
    public let modals: [ToolModalDomainModel]
    public let callToAction: ToolCallToActionDomainModel?

    public init(
        heroHeading: String?, hero: [ToolPageBlockDomainModel], cards: [ToolCardDomainModel] = [],
        modals: [ToolModalDomainModel] = [], callToAction: ToolCallToActionDomainModel? = nil
    ) {
        self.heroHeading = heroHeading
        self.hero = hero
        self.cards = cards
        self.modals = modals
        self.callToAction = callToAction
    }

    /// The cards shown in order (hidden ones are reached only through their listeners).
    public var visibleCardIndices: [Int] {
        cards.indices.filter { !cards[$0].isHidden }
    }

    /// The labels of the cards shown in order, numbered from 1 as `card` names them: what
    /// the hero lists under it (a card with no label is `nil`).
    public var visibleCardLabels: [String?] {
        visibleCardIndices.map { cards[$0].label }
    }

    var readingOrder: [ToolPageBlockDomainModel] {
        var blocks: [ToolPageBlockDomainModel] = heroHeading.map { [.heading($0)] } ?? []
        blocks += hero
        for card in cards where !card.isHidden {
            blocks += card.label.map { [.heading($0)] } ?? []
            blocks += card.content
        }
        if let text = callToAction?.text { blocks.append(.paragraph(text)) }
        return blocks
    }
}

public struct ToolCardDomainModel: Sendable, Equatable {
    public let label: String?
    public let content: [ToolPageBlockDomainModel]
    public let isHidden: Bool
    public let listeners: [String]
    public let dismissListeners: [String]

    public init(
        label: String?, content: [ToolPageBlockDomainModel], isHidden: Bool = false, listeners: [String] = [],
        dismissListeners: [String] = []
    ) {
        self.label = label
        self.content = content
        self.isHidden = isHidden
        self.listeners = listeners
        self.dismissListeners = dismissListeners
    }
}

public struct ToolModalDomainModel: Sendable, Equatable {
    public let title: String?
    public let content: [ToolPageBlockDomainModel]
    public let listeners: [String]
    public let dismissListeners: [String]

    public init(title: String?, content: [ToolPageBlockDomainModel], listeners: [String], dismissListeners: [String] = []) {
        self.title = title
        self.content = content
        self.listeners = listeners
        self.dismissListeners = dismissListeners
    }
}

public struct ToolCallToActionDomainModel: Sendable, Equatable {
    public let text: String?
    public let events: [String]
    public let tipId: String?

    public init(text: String?, events: [String] = [], tipId: String? = nil) {
        self.text = text
        self.events = events
        self.tipId = tipId
    }
}

public enum ToolPageBlockDomainModel: Sendable, Equatable {
    case heading(String)
    case paragraph(String)
    case listItem(String)
    case button(ToolClickableDomainModel)
    case link(ToolClickableDomainModel)
    case tip(id: String)
}

/// A button or link: its text and its events or URL.
public struct ToolClickableDomainModel: Sendable, Equatable {
    public let text: String
    public let events: [String]
    public let url: String?

    public init(text: String, events: [String] = [], url: String? = nil) {
        self.text = text
        self.events = events
        self.url = url
    }
}

/// A training tip: its kind and short pages.
public struct ToolTipDomainModel: Sendable, Equatable {
    public let id: String
    public let type: String
    public let pages: [[ToolPageBlockDomainModel]]

    public init(id: String, type: String, pages: [[ToolPageBlockDomainModel]]) {
        self.id = id
        self.type = type
        self.pages = pages
    }
}

/// An article category: its label and the tags of its articles.
public struct ToolArticleCategoryDomainModel: Sendable, Equatable {
    public let id: String
    public let label: String
    public let tags: [String]

    public init(id: String, label: String, tags: [String]) {
        self.id = id
        self.label = label
        self.tags = tags
    }
}
