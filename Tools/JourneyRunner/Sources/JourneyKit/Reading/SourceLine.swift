import Foundation

/// One line of a journey as read, with where it stands: its file (as named in reports) and
/// 1-based line number there, and — for a line an `> include` brought in — the line of the
/// journey's own file that included it.
public struct SourceLine: Sendable, Equatable {
    public var text: String
    public let file: String
    public let number: Int
    /// The line number, in the journey's own file, of the `> include` that brought this line
    /// in (however deep); nil for the journey's own lines.
    public let includedAt: Int?

    public init(text: String, file: String, number: Int, includedAt: Int? = nil) {
        self.text = text
        self.file = file
        self.number = number
        self.includedAt = includedAt
    }

    /// The lines of `text`, numbered from 1, as the file `file`.
    public static func lines(of text: String, file: String) -> [SourceLine] {
        SourceLines.split(text).enumerated().map { SourceLine(text: $1, file: file, number: $0 + 1) }
    }

    /// A malformed-journey error at this line.
    func error(_ message: String) -> JourneyFileError {
        JourneyFileError(name: file, line: number, message: message)
    }
}

/// Reads a journey file's text, saying in the file's own words why it cannot.
enum JourneySource {
    static func text(of url: URL, name: String) throws(JourneyFileError) -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw JourneyFileError(name: name, line: 0, message: "cannot be read: \(error.localizedDescription)")
        }
    }
}
