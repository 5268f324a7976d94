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
    public internal(set) var location: URL?
    /// How its own file is named in reports (a table row's journey adds the row to ``name``).
    public var fileName: String { blocks.first { $0.includedAt == nil }?.file ?? name }
    /// The row of its file's examples table this journey runs, nil when the file has none.
    public internal(set) var example: ExampleRow?

    public init(
        name: String, preamble: [String], blocks: [JourneyBlock], world: JourneyWorld = JourneyWorld(), location: URL? = nil
    ) {
        self.name = name
        self.preamble = preamble
        self.blocks = blocks
        self.world = world
        self.location = location
    }

    /// Reads and parses the file at `url`, naming it `name` (default: the path). Its
    /// `> include` lines are not expanded here: ``JourneyLoader`` does that, and tables.
    public init(contentsOf url: URL, name: String? = nil) throws {
        let displayName = name ?? url.path
        self = try JourneyFile(parsing: try JourneySource.text(of: url, name: displayName), name: displayName)
        location = url
    }

    /// Parses journey text.
    public init(parsing text: String, name: String) throws(JourneyFileError) {
        try self.init(lines: SourceLine.lines(of: text, file: name), name: name)
    }

    /// Parses a journey's lines (includes already expanded, a table row's values already in
    /// place), naming it `name`.
    public init(lines: [SourceLine], name: String, location: URL? = nil) throws(JourneyFileError) {
        var preamble: [String] = []
        var index = 0
        while index < lines.count, JourneyLine.command(in: lines[index].text) == nil {
            let line = lines[index]
            guard JourneyLine.isTrivia(line.text) else {
                throw line.error(
                    "expected a command (a line starting with \"> \") or a comment before the first command, found \"\(line.text)\""
                )
            }
            preamble.append(line.text)
            index += 1
        }

        var blocks: [JourneyBlock] = []
        var precedingComments = preamble.filter(JourneyLine.isComment)
        while index < lines.count, let command = JourneyLine.command(in: lines[index].text) {
            let commandLine = lines[index]
            index += 1
            var body: [SourceLine] = []
            while index < lines.count, JourneyLine.command(in: lines[index].text) == nil {
                body.append(lines[index])
                index += 1
            }
            let contentCount = body.lastIndex { !JourneyLine.isTrivia($0.text) }.map { $0 + 1 } ?? 0
            let content = Array(body.prefix(contentCount))
            let trailingTrivia = body.dropFirst(contentCount).map(\.text)
            let block = try JourneyBlockReader.block(
                command: command, at: commandLine, content: content, precedingComments: precedingComments,
                trailingTrivia: trailingTrivia)
            blocks.append(block)
            precedingComments = trailingTrivia.filter(JourneyLine.isComment)
        }
        let world = try JourneyWorld(preamble: preamble, name: lines.first?.file ?? name)
        try Self.checkRunnerLines(in: blocks, world: world)
        try Self.checkSecrets(in: blocks, secrets: world.secrets)
        self.init(name: name, preamble: preamble, blocks: blocks, world: world, location: location)
    }

    /// `> backend …` and `< ` lines only where the journey starts a backend; `> clock` lines well formed.
    private static func checkRunnerLines(in blocks: [JourneyBlock], world: JourneyWorld) throws(JourneyFileError) {
        for block in blocks {
            let problem: BackendHeaderProblem?
            do {
                _ = try ClockDirective.parse(block.command)
                let backendLine = try JourneyBackendDirective.parse(block.command) != nil
                problem =
                    backendLine && world.backend == nil
                    ? BackendHeaderProblem(message: "\"> \(block.command)\" needs a backend: add a \"# backend:\" header")
                    : nil
            } catch {
                problem = error
            }
            if let problem {
                throw JourneyFileError(name: block.file, line: block.lineNumber, message: problem.message)
            }
            if let request = block.expectedRequests.first, world.backend == nil {
                throw JourneyFileError(
                    name: request.file, line: request.lineNumber,
                    message: "\"< \" lines check what the app sent to the journey's backend: add a \"# backend:\" header")
            }
        }
    }

    /// A secret is typed alone (`> {NAME}`), and never expected, kept or checked: the app shows it
    /// nowhere, and the runner writes `{NAME}` wherever it would stand.
    private static func checkSecrets(in blocks: [JourneyBlock], secrets: JourneySecrets) throws(JourneyFileError) {
        guard !secrets.isEmpty else { return }
        for block in blocks {
            if let name = secrets.names(referredToIn: block.command).first, secrets.name(typedBy: block.command) == nil {
                throw JourneyFileError(
                    name: block.file, line: block.lineNumber,
                    message:
                        "the secret \"{\(name)}\" is typed on a line of its own, \"> {\(name)}\" (the app echoes it as ********)")
            }
            var lines: [(text: String, number: Int)] = block.expected.compactMap { line in
                guard case .line(let text) = line.pattern else { return nil }
                return (text, line.lineNumber)
            }
            lines += block.expectedEvents.map { ($0.sourceLine, $0.lineNumber) }
            lines += block.expectedRequests.flatMap { request in
                [(request.sourceLine, request.lineNumber)] + request.fields.map { ($0.sourceLine, request.lineNumber) }
            }
            for line in lines {
                let kept = (try? InlinePattern(parsing: line.text))?.capturedNames ?? []
                if let name = kept.first(where: { secrets[$0] != nil }) {
                    throw JourneyFileError(
                        name: block.file, line: line.number,
                        message: "\"[[\(name)]]\" would keep a value under the name of the secret \"{\(name)}\"")
                }
                if let name = secrets.names(referredToIn: line.text).first {
                    throw JourneyFileError(
                        name: block.file, line: line.number,
                        message:
                            "the secret \"{\(name)}\" is only typed (\"> {\(name)}\"): no line can expect it, as the app never shows it"
                    )
                }
            }
        }
    }

    /// Whether any block has `% ` event lines: then the runner records the sessions' events.
    public var expectsEvents: Bool {
        blocks.contains { !$0.expectedEvents.isEmpty }
    }

    /// Whether any block has `< ` request lines: then the runner reads the backend's request log.
    public var expectsRequests: Bool {
        blocks.contains { !$0.expectedRequests.isEmpty }
    }

    /// Whether the journey moves the clock: then its sessions read it from a file the runner writes.
    public var movesClock: Bool {
        blocks.contains { $0.clockDirective != nil }
    }
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
    static let requestPrefix = "< "
    static let fieldPrefix = "<< "

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

    /// A `< ` request line or a `<< ` field line under one.
    static func isRequest(_ line: String) -> Bool { line.hasPrefix(requestPrefix) || line.hasPrefix(fieldPrefix) }

    static func isField(_ line: String) -> Bool { line.hasPrefix(fieldPrefix) }

    static func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }

    static func isTrivia(_ line: String) -> Bool { isBlank(line) || isComment(line) }

    static func isSessionEnd(_ command: String) -> Bool {
        let word = command.trimmingCharacters(in: .whitespaces).lowercased()
        return word == "quit" || word == "exit" || isRestart(command)
    }

    /// `restart`, or `restart fresh`: the runner's, never sent.
    static func isRestart(_ command: String) -> Bool {
        let words = command.lowercased().split(separator: " ")
        return words == ["restart"] || isFreshRestart(command)
    }

    /// `restart fresh`: the next session starts on a new, empty data folder.
    static func isFreshRestart(_ command: String) -> Bool {
        command.lowercased().split(separator: " ") == ["restart", "fresh"]
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
