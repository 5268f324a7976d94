import ReplKit

/// `TextGrid` and `ColumnText`: cells in rows fitted to the width, and text
/// wrapped, flowed and cut to it.
@MainActor
final class GridComponent: GalleryComponent {
    static let minimumCellWidth = 24

    let id = "grid"
    let nameKey = GalleryStringKey.componentGridName
    let summaryKey = GalleryStringKey.componentGridSummary

    func states(_ context: GalleryContext) -> [ComponentState] {
        let strings = context.strings
        let sentence = strings.text(.sampleSentence)
        let room = max(context.columns - 2, 1)
        let items = SampleFruit.all.map { strings.text($0.nameKey) } + WideSamples.texts
        return [
            ComponentState(id: "grid", title: strings.text(.stateGrid), lines: grid(context)),
            ComponentState(
                id: "wrap", title: strings.text(.stateWrap),
                lines: context.indented(sentence)),
            ComponentState(
                id: "flow", title: strings.text(.stateFlow),
                lines: ColumnText.flowed(items, separator: " · ", indent: "  ", columns: context.columns)),
            ComponentState(
                id: "cut", title: strings.text(.stateCut), lines: ["  " + ColumnText.truncated(sentence, toColumns: room)]),
        ]
    }

    /// Each fruit and each wide sample as a cell: its number and name, its note, its stock.
    private func grid(_ context: GalleryContext) -> [String] {
        let strings = context.strings
        let layout = TextGrid(columns: context.columns, minimumCellWidth: Self.minimumCellWidth)
        let cells: [(name: String, note: String, stock: Int?)] =
            SampleFruit.all.map { (strings.text($0.nameKey), strings.text($0.noteKey), $0.stock) }
            + WideSamples.texts.map { ($0, strings.plural(.sampleWidth, count: DisplayWidth.of($0)), nil) }
        let numberWidth = String(cells.count).count
        let textWidth = max(layout.cellWidth - numberWidth - 2, 1)
        return layout.lines(
            cells.enumerated().map { index, cell in
                let number = String(index + 1)
                let label = String(repeating: " ", count: numberWidth - number.count) + number + ". "
                let blank = String(repeating: " ", count: label.count)
                let text =
                    [ColumnText.truncated(cell.name, toColumns: textWidth)] + ColumnText.wrapped(cell.note, toColumns: textWidth)
                    + (cell.stock.map { [strings.plural(.sampleStock, count: $0)] } ?? [])
                return text.enumerated().map { ($0.offset == 0 ? label : blank) + $0.element }
            })
    }
}
