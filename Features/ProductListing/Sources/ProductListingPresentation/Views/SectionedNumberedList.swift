import ReplKit

/// Rows under headings, numbered from 1 across every section in ReplKit's `NumberedList`
/// style (numbers right-aligned to the widest); each heading on its own line, unindented.
enum SectionedNumberedList {
    struct Section {
        let heading: String
        let rows: [String]
    }

    static func lines(_ sections: [Section]) -> [String] {
        var numbered = NumberedList.lines(sections.flatMap(\.rows))[...]
        return sections.filter { !$0.rows.isEmpty }.flatMap { section in
            let rows = numbered.prefix(section.rows.count)
            numbered = numbered.dropFirst(section.rows.count)
            return [section.heading] + rows
        }
    }
}
