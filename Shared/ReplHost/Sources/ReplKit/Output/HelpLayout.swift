/// `help`'s rows laid out for a terminal of `columns`: each command's usage in a column and its
/// summary beside it, wrapped at words with a hanging indent (the lines after the first start
/// where the summary did). A usage wider than a third of the line stands on a line of its own,
/// its summary under it at the same indent, so one long usage does not squeeze every summary.
public struct HelpLayout: Sendable {
    public let columns: Int
    /// The usage column's width: the widest usage that fits a third of the line.
    public let usageWidth: Int

    public init(usages: [String], columns: Int) {
        self.columns = columns
        let widest = max(columns / 3, 8)
        usageWidth = usages.map(DisplayWidth.of).filter { $0 <= widest }.max() ?? 0
    }

    /// One command's lines.
    public func lines(usage: String, summary: String) -> [String] {
        let indent = String(repeating: " ", count: 2 + usageWidth + 2)
        let summaryLines = ColumnText.wordWrapped(summary, toColumns: max(columns - indent.count, 12))
        guard DisplayWidth.of(usage) <= usageWidth else { return ["  " + usage] + summaryLines.map { indent + $0 } }
        let first = "  " + DisplayWidth.padded(usage, toColumns: usageWidth) + "  " + (summaryLines.first ?? "")
        return [first.trimmingTrailingSpaces] + summaryLines.dropFirst().map { indent + $0 }
    }

    /// A line of text (a heading, a hint) wrapped at words.
    public func text(_ line: String) -> [String] {
        ColumnText.wordWrapped(line, toColumns: columns)
    }
}
