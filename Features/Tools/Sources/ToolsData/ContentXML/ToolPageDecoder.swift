/// Reads a page (tract, article, cyoa or lesson) into headings and paragraphs.
///
/// A tract's hero `heading`, a card's `label` and an article's `header` are headings;
/// each `paragraph` is a paragraph; a `text` standing alone is a paragraph too.
/// Elements the reader does not know are read through, so their text is shown
/// rather than lost.
public struct ToolPageDecoder: Sendable {
    static let headingElements: Set = ["heading", "label", "header", "title"]
    static let paragraphElements: Set = ["paragraph", "text"]
    /// Elements that hold instructions for the app, not text for the reader.
    static let skippedElements: Set = ["analytics-events", "events"]

    public init() {}

    public func decode<Bytes: Collection>(_ bytes: Bytes) throws(ContentXMLError) -> ToolPageDataModel
    where Bytes.Element == UInt8 {
        ToolPageDataModel(blocks: blocks(in: try ContentXMLReader().read(bytes)))
    }

    private func blocks(in element: ContentXMLElement) -> [ToolPageBlockDataModel] {
        var blocks: [ToolPageBlockDataModel] = []
        for node in element.children {
            switch node {
            case .text(let text):
                let text = ContentXMLElement.collapsingWhiteSpace(text)
                if !text.isEmpty { blocks.append(.paragraph(text)) }
            case .element(let child) where Self.skippedElements.contains(child.name):
                continue
            case .element(let child) where Self.headingElements.contains(child.name):
                if !child.text.isEmpty { blocks.append(.heading(child.text)) }
            case .element(let child) where Self.paragraphElements.contains(child.name):
                if !child.text.isEmpty { blocks.append(.paragraph(child.text)) }
            case .element(let child):
                blocks += self.blocks(in: child)
            }
        }
        return blocks
    }
}
