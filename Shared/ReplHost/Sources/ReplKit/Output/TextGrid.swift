/// Cells of text laid out in rows fitted to the terminal's width: as many cells
/// a row as fit at ``minimumCellWidth`` columns or more, each cell padded to the
/// same width (measured with `DisplayWidth`), rows indented and spaced by a gap.
/// A cell is lines, made to fit ``cellWidth`` with ``ColumnText``.
///
///       1. Café Crème              2. Kōbō Tokyo              3. Otto Weiß
///          Cropped Denim Scarf        Slim Denim Bucket Hat      Slim Denim Jeans
public struct TextGrid: Sendable, Equatable {
    public let columns: Int
    public let minimumCellWidth: Int
    public let gap: Int
    public let indent: Int

    public init(columns: Int, minimumCellWidth: Int, gap: Int = 2, indent: Int = 2) {
        self.columns = columns
        self.minimumCellWidth = max(minimumCellWidth, 1)
        self.gap = max(gap, 0)
        self.indent = max(indent, 0)
    }

    /// How many cells a row holds: at least one, however narrow the terminal.
    public var cellsPerRow: Int {
        max(1, (columns - indent + gap) / (minimumCellWidth + gap))
    }

    /// The columns each cell's lines may take.
    public var cellWidth: Int {
        max((columns - indent - gap * (cellsPerRow - 1)) / cellsPerRow, 1)
    }

    /// The cells, ``cellsPerRow`` to a row, each row as tall as its tallest cell;
    /// lines end without trailing spaces.
    public func lines(_ cells: [[String]]) -> [String] {
        stride(from: 0, to: cells.count, by: cellsPerRow).flatMap { start in
            row(Array(cells[start..<min(start + cellsPerRow, cells.count)]))
        }
    }

    private func row(_ cells: [[String]]) -> [String] {
        let height = cells.map(\.count).max() ?? 0
        let margin = String(repeating: " ", count: indent)
        let spacing = String(repeating: " ", count: gap)
        return (0..<height).map { line in
            let parts = cells.map { cell in DisplayWidth.padded(line < cell.count ? cell[line] : "", toColumns: cellWidth) }
            return (margin + parts.joined(separator: spacing)).trimmingTrailingSpaces
        }
    }
}
