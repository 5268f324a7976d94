/// Reads a page into a ``ToolPageDataModel`` by its own element, as GodTools' parser does,
/// whatever the tool's type: a tract page (namespace `…/tract`: hero, cards, modals, call to
/// action), a content page (`…/page` with `xsi:type="content"`: choose-your-own-adventure
/// and article pages) or a lesson page (`…/lesson`). A page in no namespace the app knows
/// is read by its `type`, else by its children. It never fails: a page that is not XML, or
/// of a page type the app does not know, comes back `.unreadable` so the rest of the tool
/// still reads. Elements it does not know are skipped, as GodTools' parser skips them.
public struct ToolPageDecoder: Sendable {
    static let tractElements: Set = ["hero", "cards", "modals", "call-to-action"]
    static let tractNamespace = "https://mobile-content-api.cru.org/xmlns/tract"
    static let pageNamespace = "https://mobile-content-api.cru.org/xmlns/page"
    static let lessonNamespace = "https://mobile-content-api.cru.org/xmlns/lesson"

    public init() {}

    public func decode<Bytes: Collection>(_ bytes: Bytes) -> ToolPageDataModel where Bytes.Element == UInt8 {
        let root: ContentXMLElement
        do { root = try ContentXMLReader().read(bytes) } catch { return ToolPageDataModel(layout: .unreadable(.malformed)) }
        guard root.name == "page" else { return ToolPageDataModel(layout: .unreadable(.unknownType(root.name))) }
        return ToolPageDataModel(
            id: root.attributes["id"], listeners: ContentEvents.parse(root.attributes["listeners"]),
            isHidden: root.attributes["hidden"] == "true",
            parentPageId: root.attributes["parent"].flatMap { $0.split(separator: "?").first.map(String.init) },
            articleTags: Self.articleTags(in: root), layout: layout(of: root)
        )
    }

    /// The page's type: by its namespace and `type`, as the formats define them; a page in no
    /// namespace the app knows by its `type`, else by its children.
    private func layout(of root: ContentXMLElement) -> ToolPageLayoutDataModel {
        let type = root.attributes["type"]
        switch root.namespace {
        case Self.tractNamespace?: return .tract(tract(root))
        case Self.lessonNamespace?: return .content(content(of: root))
        case Self.pageNamespace? where type != "content": return .unreadable(.unknownType(type ?? root.name))
        default:
            if let type {
                return type == "content" ? .content(content(of: root.element(named: "content"))) : .unreadable(.unknownType(type))
            }
            let isTract = root.elements.contains { Self.tractElements.contains($0.name) }
            return isTract ? .tract(tract(root)) : .content(content(of: root))
        }
    }

    private func content(of element: ContentXMLElement?) -> [ToolContentDataModel] {
        element.map { ToolContentDecoder().content(of: $0) } ?? []
    }

    private func tract(_ root: ContentXMLElement) -> ToolTractPageDataModel {
        let decoder = ToolContentDecoder()
        let heroElement = root.element(named: "hero")
        let headerTitle = root.element(named: "header")?.element(named: "title")?.text
        let heroHeading = heroElement?.element(named: "heading")?.text ?? headerTitle
        let hero: ToolHeroDataModel? =
            heroElement != nil || headerTitle != nil
            ? ToolHeroDataModel(
                heading: heroHeading.flatMap { $0.isEmpty ? nil : $0 },
                content: heroElement.map { decoder.content(of: $0, skipping: ["heading"]) } ?? [])
            : nil
        let cards = (root.element(named: "cards")?.elements(named: "card") ?? []).map { card in
            ToolCardDataModel(
                label: Self.nonEmpty(card.element(named: "label")?.text),
                content: decoder.content(of: card, skipping: ["label"]), isHidden: card.attributes["hidden"] == "true",
                listeners: ContentEvents.parse(card.attributes["listeners"]),
                dismissListeners: ContentEvents.parse(card.attributes["dismiss-listeners"]))
        }
        let modals = (root.element(named: "modals")?.elements(named: "modal") ?? []).map { modal in
            ToolModalDataModel(
                title: Self.nonEmpty(modal.element(named: "title")?.text),
                content: decoder.content(of: modal, skipping: ["title"]),
                listeners: ContentEvents.parse(modal.attributes["listeners"]),
                dismissListeners: ContentEvents.parse(modal.attributes["dismiss-listeners"]))
        }
        let callToAction = root.element(named: "call-to-action").map { element in
            ToolCallToActionDataModel(
                text: Self.nonEmpty(element.text), events: ContentEvents.parse(element.attributes["events"]),
                tipId: element.attributes["tip"])
        }
        return ToolTractPageDataModel(hero: hero, cards: cards, modals: modals, callToAction: callToAction)
    }

    private static func articleTags(in element: ContentXMLElement) -> [String] {
        element.elements.flatMap { child in
            child.name == "aem-tag" ? child.attributes["id"].map { [$0] } ?? [] : articleTags(in: child)
        }
    }

    static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// `events`/`listeners` attributes: event ids separated by white space.
enum ContentEvents {
    static func parse(_ attribute: String?) -> [String] {
        attribute.map { $0.split(whereSeparator: \.isWhitespace).map(String.init) } ?? []
    }
}
