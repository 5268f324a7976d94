import Foundation

/// A parsed `.journey` file: the comments before the first command, then one
/// block per command.
///
/// Format, line by line:
/// - `> text` is a command (the text is trimmed);
/// - `# text` is a comment: never matched, kept when recording;
/// - `...` alone matches any number of output lines, zero included;
/// - `% kind name key=value …` is an analytics event the session must log
///   (`ExpectedEvent`): never an output line, kept as written when recording;
/// - any other line, blank ones included, is an expected output line of the
///   command above it; a leading `\` is dropped, so `\# x`, `\> x` and `\...`
///   stand for output lines that would otherwise read as comment, command or
///   wildcard;
/// - blank lines and comments at the end of a block are not expected output;
/// - before the first command only comments and blank lines may stand.
public struct JourneyFile: Sendable, Equatable {
    /// How the file is named in reports, usually its path.
    public let name: String
    /// The comment and blank lines before the first command, as written.
    public let preamble: [String]
    public let blocks: [JourneyBlock]
    /// What the header lines in the preamble ask for (`# app:`, `# lang:`, `# demo:`, `# backend:`).
    public let world: JourneyWorld
    /// The file it was read from, where its scenarios are looked for; nil when made in memory.
    public private(set) var location: URL?

    public init(
        name: String, preamble: [String], blocks: [JourneyBlock], world: JourneyWorld = JourneyWorld(), location: URL? = nil
    ) {
        self.name = name
        self.preamble = preamble
        self.blocks = blocks
        self.world = world
        self.location = location
    }

    /// Reads and parses the file at `url`, naming it `name` (default: the path).
    public init(contentsOf url: URL, name: String? = nil) throws {
        let displayName = name ?? url.path
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw JourneyFileError(name: displayName, line: 0, message: "cannot be read: \(error.localizedDescription)")
        }
        self = try JourneyFile(parsing: text, name: displayName)
        location = url
    }

    /// Parses journey text.
    public init(parsing text: String, name: String) throws {
        let lines = SourceLines.split(text)
        var preamble: [String] = []
        var index = 0
        while index < lines.count, JourneyLine.command(in: lines[index]) == nil {
            let line = lines[index]
            guard JourneyLine.isTrivia(line) else {
                throw JourneyFileError(
                    name: name,
                    line: index + 1,
                    message:
                        "expected a command (a line starting with \"> \") or a comment before the first command, found \"\(line)\""
                )
            }
            preamble.append(line)
            index += 1
        }

        var blocks: [JourneyBlock] = []
        var precedingComments = preamble.filter(JourneyLine.isComment)
        while index < lines.count, let command = JourneyLine.command(in: lines[index]) {
            let commandLineNumber = index + 1
            let sourceLine = lines[index]
            index += 1
            var body: [(number: Int, text: String)] = []
            while index < lines.count, JourneyLine.command(in: lines[index]) == nil {
                body.append((index + 1, lines[index]))
                index += 1
            }
            let contentCount = body.lastIndex { !JourneyLine.isTrivia($0.text) }.map { $0 + 1 } ?? 0
            let content = body.prefix(contentCount)
            let trailingTrivia = body.dropFirst(contentCount).map(\.text)
            var events: [ExpectedEvent] = []
            for line in content where JourneyLine.isEvent(line.text) {
                do {
                    events.append(try ExpectedEvent(line: line.text, lineNumber: line.number))
                } catch {
                    throw JourneyFileError(name: name, line: error.lineNumber, message: error.message)
                }
            }
            let block = JourneyBlock(
                command: command,
                lineNumber: commandLineNumber,
                sourceLine: sourceLine,
                precedingComments: precedingComments,
                expected:
                    content
                    .filter { !JourneyLine.isComment($0.text) && !JourneyLine.isEvent($0.text) }
                    .map { ExpectedLine(pattern: OutputPattern(sourceLine: $0.text), lineNumber: $0.number) },
                expectedEvents: events,
                innerComments: content.map(\.text).filter { JourneyLine.isComment($0) || JourneyLine.isEvent($0) },
                bodyLines: content.map(\.text),
                trailingTrivia: trailingTrivia
            )
            blocks.append(block)
            precedingComments = trailingTrivia.filter(JourneyLine.isComment)
        }
        let world = try JourneyWorld(preamble: preamble, name: name)
        try Self.checkBackendDirectives(in: blocks, world: world, name: name)
        self.init(name: name, preamble: preamble, blocks: blocks, world: world)
    }

    /// `> backend …` lines must be well formed, and only where the journey starts a backend.
    private static func checkBackendDirectives(in blocks: [JourneyBlock], world: JourneyWorld, name: String)
        throws(JourneyFileError)
    {
        for block in blocks {
            let directive: JourneyBackendDirective?
            do {
                directive = try JourneyBackendDirective.parse(block.command)
            } catch {
                throw JourneyFileError(name: name, line: block.lineNumber, message: error.message)
            }
            if directive != nil, world.backend == nil {
                throw JourneyFileError(
                    name: name, line: block.lineNumber,
                    message: "\"> \(block.command)\" needs a backend: add a \"# backend:\" header")
            }
        }
    }

    /// Whether any block has `% ` event lines: then the runner records the sessions' events.
    public var expectsEvents: Bool {
        blocks.contains { !$0.expectedEvents.isEmpty }
    }
}

/// One command of a journey and the output expected from it.
public struct JourneyBlock: Sendable, Equatable {
    /// The command as sent to the app, without `> `.
    public let command: String
    /// 1-based line number of the command in its file.
    public let lineNumber: Int
    /// The command line as written in the file.
    public let sourceLine: String
    /// Comments between the previous block's output (or the file start) and this command.
    public let precedingComments: [String]
    /// The expected output lines, comments and events left out, trailing blank lines dropped.
    public let expected: [ExpectedLine]
    /// The `% ` lines under the command: events its session must log.
    public let expectedEvents: [ExpectedEvent]
    /// Comments and `% ` event lines standing among the expected output lines.
    public let innerComments: [String]
    /// The lines under the command as written, up to the last expected line.
    public let bodyLines: [String]
    /// Blank and comment lines after the last expected line, as written.
    public let trailingTrivia: [String]

    public init(
        command: String,
        lineNumber: Int,
        sourceLine: String? = nil,
        precedingComments: [String] = [],
        expected: [ExpectedLine],
        expectedEvents: [ExpectedEvent] = [],
        innerComments: [String] = [],
        bodyLines: [String]? = nil,
        trailingTrivia: [String] = []
    ) {
        self.command = command
        self.lineNumber = lineNumber
        self.sourceLine = sourceLine ?? "> \(command)"
        self.precedingComments = precedingComments
        self.expected = expected
        self.expectedEvents = expectedEvents
        self.innerComments = innerComments
        self.bodyLines = bodyLines ?? expected.map(\.pattern.sourceText)
        self.trailingTrivia = trailingTrivia
    }

    /// The expected output as patterns for `TranscriptMatcher`.
    public var patterns: [OutputPattern] { expected.map(\.pattern) }

    /// Whether this command (`quit`, `exit` or `restart`) ends the app process.
    public var endsSession: Bool { JourneyLine.isSessionEnd(command) }

    /// `restart`: the runner's, not the app's. It is never sent: the session's input ends
    /// there, and the next session starts on the same data. It prints nothing.
    public var isRestart: Bool { JourneyLine.isRestart(command) }

    /// `backend scenario NAME` or `backend stop`: the runner's, it prints nothing.
    public var backendDirective: JourneyBackendDirective? { try? JourneyBackendDirective.parse(command) }
}

/// One expected output line with where it stands in the file.
public struct ExpectedLine: Sendable, Equatable {
    public let pattern: OutputPattern
    /// 1-based line number in the journey file.
    public let lineNumber: Int

    public init(pattern: OutputPattern, lineNumber: Int) {
        self.pattern = pattern
        self.lineNumber = lineNumber
    }
}

/// A journey file that does not follow the format.
public struct JourneyFileError: Error, Equatable, CustomStringConvertible {
    public let name: String
    /// 1-based line number, 0 when the error is about the whole file.
    public let line: Int
    public let message: String

    public init(name: String, line: Int, message: String) {
        self.name = name
        self.line = line
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(name):\(line): \(message)" : "\(name): \(message)"
    }
}

/// Classifies the lines of a journey file.
enum JourneyLine {
    static let commandPrefix = "> "
    static let eventPrefix = "% "

    /// The command text when `line` is a command line.
    static func command(in line: String) -> String? {
        if line.hasPrefix(commandPrefix) {
            return line.dropFirst(commandPrefix.count).trimmingCharacters(in: .whitespaces)
        }
        // A bare ">" is an empty command.
        return line.hasPrefix(">") && line.dropFirst().allSatisfy(\.isWhitespace) ? "" : nil
    }

    static func isComment(_ line: String) -> Bool { line.hasPrefix("#") }

    static func isEvent(_ line: String) -> Bool { line.hasPrefix(eventPrefix) }

    static func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }

    static func isTrivia(_ line: String) -> Bool { isBlank(line) || isComment(line) }

    static func isSessionEnd(_ command: String) -> Bool {
        let word = command.trimmingCharacters(in: .whitespaces).lowercased()
        return word == "quit" || word == "exit" || word == "restart"
    }

    static func isRestart(_ command: String) -> Bool {
        command.trimmingCharacters(in: .whitespaces).lowercased() == "restart"
    }
}

/// Splits text into lines: `\n` or `\r\n`, no empty last line for a final newline.
enum SourceLines {
    static func split(_ text: String) -> [String] {
        guard let last = text.last else { return [] }
        var lines =
            text
            .split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map(String.init)
        if last == "\n" || last == "\r\n" {
            lines.removeLast()
        }
        return lines
    }
}
