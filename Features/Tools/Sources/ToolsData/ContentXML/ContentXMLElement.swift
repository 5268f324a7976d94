/// An element of a content XML file (a manifest or a page), with names read
/// without their namespace prefix: `content:text` is `text`.
public struct ContentXMLElement: Sendable, Equatable {
    /// A piece of an element's content, in document order.
    public enum Node: Sendable, Equatable {
        case element(ContentXMLElement)
        case text(String)
    }

    /// The local name (`paragraph` for `content:paragraph`).
    public let name: String
    /// The namespace its name is in (`https://mobile-content-api.cru.org/xmlns/tract`), from
    /// the `xmlns` declarations in scope; `nil` when none is declared for its prefix.
    public let namespace: String?
    /// Attributes by local name (`checksum-sha256`, `filename`); namespace declarations left out.
    public let attributes: [String: String]
    public let children: [Node]

    public init(name: String, namespace: String? = nil, attributes: [String: String] = [:], children: [Node] = []) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
    }

    /// The child elements, in order.
    public var elements: [ContentXMLElement] {
        children.compactMap { node in
            if case .element(let element) = node { return element }
            return nil
        }
    }

    /// The child elements named `name`.
    public func elements(named name: String) -> [ContentXMLElement] {
        elements.filter { $0.name == name }
    }

    /// The first child element named `name`.
    public func element(named name: String) -> ContentXMLElement? {
        elements.first { $0.name == name }
    }

    /// All the text inside, descendants included, with runs of white space made one space and trimmed.
    public var text: String {
        Self.collapsingWhiteSpace(rawText)
    }

    /// The text directly inside this element (not its descendants'), collapsed like `text`.
    public var ownText: String {
        Self.collapsingWhiteSpace(
            children.map { node in
                if case .text(let text) = node { return text }
                return " "
            }.joined())
    }

    private var rawText: String {
        children.map { node in
            switch node {
            case .text(let text): return text
            case .element(let element): return " " + element.rawText + " "
            }
        }.joined()
    }

    static func collapsingWhiteSpace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

/// Why a content XML file could not be read.
public enum ContentXMLError: Error, Equatable, Sendable {
    /// Not well-formed at about this byte offset.
    case malformed(offset: Int)
    /// No root element.
    case empty
}
