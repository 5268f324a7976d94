import Foundation

/// Reads a journey file and expands it into the journeys it runs: its `> include` parts put in
/// place, then one journey per row of its `# examples:` table (or the one journey).
public enum JourneyLoader {
    /// The journeys the file at `url` holds, each named `name` (default: the path), a table
    /// row's with its values after it (`tools.journey [es, MX]`).
    public static func journeys(fileAt url: URL, name: String? = nil) throws(JourneyFileError) -> [JourneyFile] {
        let displayName = name ?? url.path
        return try journeys(text: try JourneySource.text(of: url, name: displayName), name: displayName, location: url)
    }

    /// The journeys `text` holds; `location` is where its includes and scenarios are looked for.
    public static func journeys(text: String, name: String, location: URL? = nil) throws(JourneyFileError) -> [JourneyFile] {
        let own = SourceLine.lines(of: text, file: name)
        let lines = try IncludeExpander.expand(own, of: location)
        let preamble = Array(own.prefix { JourneyLine.command(in: $0.text) == nil })
        guard let table = try ExamplesTable.read(from: preamble) else {
            return [try JourneyFile(lines: lines, name: name, location: location)]
        }
        return try table.rows.indices.map { (index: Int) throws(JourneyFileError) -> JourneyFile in
            var journey = try JourneyFile(
                lines: table.substituting(row: index, in: lines), name: "\(name) \(table.label(row: index))", location: location)
            journey.example = ExampleRow(table: table, index: index)
            return journey
        }
    }
}

/// Which row of its file's examples table a journey runs.
public struct ExampleRow: Sendable, Equatable {
    public let table: ExamplesTable
    public let index: Int

    /// The row's values by column.
    public var values: [(column: String, value: String)] {
        Array(zip(table.columns, table.rows[index]))
    }
}
