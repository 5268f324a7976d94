/// One page of a tool as text: its headings and paragraphs in reading order.
public struct ToolPageDataModel: Sendable, Equatable {
    public let blocks: [ToolPageBlockDataModel]

    public init(blocks: [ToolPageBlockDataModel]) {
        self.blocks = blocks
    }
}

/// A heading (a tract's hero heading, a card's label, an article's header) or a paragraph.
public enum ToolPageBlockDataModel: Sendable, Equatable {
    case heading(String)
    case paragraph(String)
}
