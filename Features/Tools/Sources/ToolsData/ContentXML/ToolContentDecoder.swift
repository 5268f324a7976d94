/// Reads the content elements of a page, card, modal or tip (namespace `…/xmlns/content`
/// and the few page elements that hold text) into ``ToolContentDataModel``s, in order.
///
/// Text the reader shows: paragraphs, texts standing alone, headings, list items, buttons
/// and links (with their events or URL) and tip references. Containers are read through
/// (`flow`, `tabs`, `accordion`, `form`, a content `card`); a `fallback` gives its first
/// child that has something to show. What the app does not render (images, videos,
/// animations, spacers, inputs, analytics) and every element it does not know are skipped.
struct ToolContentDecoder {
    static let headingElements: Set = ["heading", "header", "title", "label"]
    static let containerElements: Set = ["content", "flow", "item", "tabs", "tab", "accordion", "section", "form", "card"]

    func content(of element: ContentXMLElement, skipping skipped: Set<String> = []) -> [ToolContentDataModel] {
        element.elements.filter { !skipped.contains($0.name) }.flatMap(content(ofChild:))
    }

    private func content(ofChild element: ContentXMLElement) -> [ToolContentDataModel] {
        switch element.name {
        case "paragraph": return paragraph(element)
        case "text": return ToolPageDecoder.nonEmpty(element.text).map { [.paragraph($0)] } ?? []
        case "button": return clickable(element).map { [.button($0)] } ?? []
        case "link": return clickable(element).map { [.link($0)] } ?? []
        case "tip": return element.attributes["id"].map { [.tip(id: $0)] } ?? []
        case "list": return element.elements(named: "item").compactMap { ToolPageDecoder.nonEmpty($0.text) }.map { .listItem($0) }
        case "fallback": return element.elements.lazy.map(content(ofChild:)).first { !$0.isEmpty } ?? []
        case let name where Self.headingElements.contains(name):
            return ToolPageDecoder.nonEmpty(element.text).map { [.heading($0)] } ?? []
        case let name where Self.containerElements.contains(name):
            return content(of: element)
        default:
            return []
        }
    }

    /// A paragraph's texts make one paragraph; a button, link or tip inside it stands on its own.
    private func paragraph(_ element: ContentXMLElement) -> [ToolContentDataModel] {
        var blocks: [ToolContentDataModel] = []
        var texts: [String] = []
        func flush() {
            if !texts.isEmpty { blocks.append(.paragraph(texts.joined(separator: " "))) }
            texts = []
        }
        for child in element.elements {
            if child.name == "text" {
                if !child.text.isEmpty { texts.append(child.text) }
            } else {
                let inner = content(ofChild: child)
                if !inner.isEmpty { flush() }
                blocks += inner
            }
        }
        flush()
        return blocks
    }

    /// A button or link: `type="event"` keeps only its events, `type="url"` only its URL;
    /// one that does neither is skipped, as GodTools skips it.
    private func clickable(_ element: ContentXMLElement) -> ToolClickableDataModel? {
        let type = element.attributes["type"]
        let events = type == nil || type == "event" ? ContentEvents.parse(element.attributes["events"]) : []
        let url = type == nil || type == "url" ? ToolPageDecoder.nonEmpty(element.attributes["url"]) : nil
        guard !events.isEmpty || url != nil else { return nil }
        let text = element.elements(named: "text").map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
        return ToolClickableDataModel(
            text: text.isEmpty ? (url ?? events.joined(separator: " ")) : text, events: events, url: url)
    }
}
