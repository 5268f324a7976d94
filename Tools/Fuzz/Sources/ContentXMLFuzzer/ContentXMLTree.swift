import ToolsData

/// Comparisons of read trees that ignore how text was split into nodes.
enum ContentXMLTree {
    static func elementCount(_ element: ContentXMLElement) -> Int {
        1 + element.elements.reduce(0) { $0 + elementCount($1) }
    }

    /// Levels of elements: 1 for a root alone.
    static func depth(_ element: ContentXMLElement) -> Int {
        1 + (element.elements.map(depth).max() ?? 0)
    }

    /// The tree with adjacent text nodes joined and empty ones dropped: `a<!-- -->b` and
    /// `ab` read as two nodes and one, and hold the same text.
    static func normalized(_ element: ContentXMLElement) -> ContentXMLElement {
        var children: [ContentXMLElement.Node] = []
        for child in element.children {
            switch child {
            case .element(let inner):
                children.append(.element(normalized(inner)))
            case .text(let text) where text.isEmpty:
                continue
            case .text(let text):
                if case .text(let previous)? = children.last {
                    children[children.count - 1] = .text(previous + text)
                } else {
                    children.append(.text(text))
                }
            }
        }
        return ContentXMLElement(
            name: element.name, namespace: element.namespace, attributes: element.attributes, children: children)
    }
}
