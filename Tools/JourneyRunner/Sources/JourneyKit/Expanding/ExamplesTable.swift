/// A journey's `# examples:` table: the journey runs once per row, each row's values put in
/// place of `{column}` in headers, commands and expected lines (its parts' included).
///
/// ```text
/// # examples:
/// # | lang | country | first |
/// # | en   | US      | Card Trail |
/// # | es   | MX      | Path Choice |
/// ```
public struct ExamplesTable: Sendable, Equatable {
    public let columns: [String]
    public let rows: [[String]]
    /// The file's line numbers the table takes (`# examples:` and its rows), left out of substitution.
    let lineNumbers: Set<Int>

    /// The table in `preamble` (a journey's own lines before its first command), nil when it has none.
    static func read(from preamble: [SourceLine]) throws(JourneyFileError) -> ExamplesTable? {
        guard let start = preamble.firstIndex(where: { JourneyWorld.header(in: $0.text)?.key == "examples" }) else {
            return nil
        }
        let header = preamble[start]
        if let again = preamble[(start + 1)...].first(where: { JourneyWorld.header(in: $0.text)?.key == "examples" }) {
            throw again.error("\"# examples:\" comes once")
        }
        guard JourneyWorld.header(in: header.text)?.value.isEmpty == true else {
            throw header.error("\"# examples:\" stands alone; its table follows on lines \"# | … |\"")
        }
        var rowLines: [SourceLine] = []
        for line in preamble[(start + 1)...] {
            guard line.text.hasPrefix("# |") else { break }
            rowLines.append(line)
        }
        var cells: [[String]] = []
        for line in rowLines {
            let text = line.text.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard text.count >= 2, text.hasSuffix("|") else {
                throw line.error("the examples table's row is not closed: it ends with \"|\"")
            }
            cells.append(
                text.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                })
        }
        guard let columns = cells.first, cells.count >= 2 else {
            throw header.error(
                "\"# examples:\" needs a table under it: a row of column names, then a row per example, each \"# | … |\"")
        }
        for (index, column) in columns.enumerated() {
            guard InlinePatternParser.isName(column), !columns[..<index].contains(column) else {
                throw rowLines[0].error("\"\(column)\" cannot name a column: a name of letters, digits, _ and -, once")
            }
        }
        for (line, row) in zip(rowLines, cells).dropFirst() where row.count != columns.count {
            throw line.error("this row has \(row.count) values for the table's \(columns.count) columns")
        }
        return ExamplesTable(
            columns: columns, rows: Array(cells.dropFirst()),
            lineNumbers: Set([header.number] + rowLines.map(\.number)))
    }

    /// `lines` with row `index`'s values in place (the table's own lines as written).
    func substituting(row index: Int, in lines: [SourceLine]) -> [SourceLine] {
        let values = Dictionary(uniqueKeysWithValues: zip(columns, rows[index]))
        return lines.map { line in
            guard line.includedAt != nil || !lineNumbers.contains(line.number) else { return line }
            var substituted = line
            substituted.text = NameReferences.replacing(in: line.text) { values[$0] }
            return substituted
        }
    }

    /// How row `index` is named after the journey: `[es, MX, Path Choice]`.
    func label(row index: Int) -> String {
        "[\(rows[index].joined(separator: ", "))]"
    }
}
