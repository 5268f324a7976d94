import FuzzSupport

@testable import JourneyKit

/// What the journey file reader promises for any text: a journey or a `JourneyFileError`
/// naming a line of the file, never a trap; no more commands than lines; an examples table no
/// bigger than its lines; and the journey written back as text (as the minimiser writes it)
/// reads as the same commands with the same expected lines.
enum JourneyProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = SourceLine.lines(of: text, file: "fuzz.journey")
        if let table = try? ExamplesTable.read(from: lines) {
            Property.require(table.rows.count <= lines.count, "\(table.rows.count) example rows from \(lines.count) lines")
            for row in table.rows {
                Property.require(
                    row.count == table.columns.count, "a row of \(row.count) values for \(table.columns.count) columns")
            }
        }
        let journey: JourneyFile
        do {
            journey = try JourneyFile(parsing: text, name: "fuzz.journey")
        } catch {
            Property.require((0...lines.count + 1).contains(error.line), "error at line \(error.line) of \(lines.count)")
            Property.require(!error.message.isEmpty, "an error without a message")
            return
        }
        Property.require(journey.blocks.count <= lines.count, "\(journey.blocks.count) commands from \(lines.count) lines")
        for block in journey.blocks {
            Property.require((1...lines.count).contains(block.lineNumber), "a command at line \(block.lineNumber)")
        }
        let written = JourneyMinimizer.text(of: journey)
        guard let reread = try? JourneyFile(parsing: written, name: "fuzz.journey") else {
            Property.require(false, "written back, it does not read: \(written.prefix(400))")
            return
        }
        // A line ending in CR (before its CR LF, or the last one) comes back with that CR taken
        // into a CR LF line end, and the white space before it then trimmed: compare without them.
        func commands(_ journey: JourneyFile) -> [String] {
            journey.blocks.map { String($0.command.reversed().drop(while: \.isWhitespace).reversed()) }
        }
        Property.require(commands(reread) == commands(journey), "written back, other commands")
        Property.require(
            reread.blocks.map(\.expected.count) == journey.blocks.map(\.expected.count), "written back, other expected lines")
    }
}
