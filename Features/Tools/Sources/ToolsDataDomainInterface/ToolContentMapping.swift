import ToolsData
import ToolsDomain

/// Pages, tips and categories as read from content files, as the domain knows them. A page
/// with neither an `id` nor a file name is known by its number.
enum ToolContentMapping {
    static func pages(_ pages: [ToolPageDataModel]) -> [ToolPageDomainModel] {
        pages.enumerated().map { index, page in
            ToolPageDomainModel(
                id: page.id ?? String(index + 1), listeners: page.listeners, isHidden: page.isHidden,
                parentPageId: page.parentPageId, articleTags: page.articleTags, layout: layout(page.layout))
        }
    }

    static func tip(_ tip: ToolTipDataModel) -> ToolTipDomainModel {
        ToolTipDomainModel(id: tip.id, type: tip.type, pages: tip.pages.map(blocks))
    }

    /// Categories with a label; one without is named by its id.
    static func categories(_ categories: [ToolArticleCategoryDataModel]) -> [ToolArticleCategoryDomainModel] {
        categories.map { ToolArticleCategoryDomainModel(id: $0.id, label: $0.label ?? $0.id, tags: $0.tags) }
    }

    private static func layout(_ layout: ToolPageLayoutDataModel) -> ToolPageLayoutDomainModel {
        switch layout {
        case .content(let content): return .content(blocks(content))
        case .unreadable(.malformed): return .unreadable
        case .unreadable(.unknownType(let type)): return .unknownType(type)
        case .tract(let tract):
            return .tract(
                ToolTractPageDomainModel(
                    heroHeading: tract.hero?.heading, hero: blocks(tract.hero?.content ?? []),
                    cards: tract.cards.map { card in
                        ToolCardDomainModel(
                            label: card.label, content: blocks(card.content), isHidden: card.isHidden, listeners: card.listeners,
                            dismissListeners: card.dismissListeners)
                    },
                    modals: tract.modals.map { modal in
                        ToolModalDomainModel(
                            title: modal.title, content: blocks(modal.content), listeners: modal.listeners,
                            dismissListeners: modal.dismissListeners)
                    },
                    callToAction: tract.callToAction.map {
                        ToolCallToActionDomainModel(text: $0.text, events: $0.events, tipId: $0.tipId)
                    }))
        }
    }

    static func blocks(_ content: [ToolContentDataModel]) -> [ToolPageBlockDomainModel] {
        content.map { block in
            switch block {
            case .heading(let text): return .heading(text)
            case .paragraph(let text): return .paragraph(text)
            case .listItem(let text): return .listItem(text)
            case .button(let button): return .button(clickable(button))
            case .link(let link): return .link(clickable(link))
            case .tip(let id): return .tip(id: id)
            }
        }
    }

    private static func clickable(_ clickable: ToolClickableDataModel) -> ToolClickableDomainModel {
        ToolClickableDomainModel(text: clickable.text, events: clickable.events, url: clickable.url)
    }
}
