/// One command of a journey and what is expected of it: output lines, analytics events (`% `)
/// and requests to the backend (`< `).
public struct JourneyBlock: Sendable, Equatable {
    /// The command as written, without `> ` (its `{NAME}`s are replaced when it is sent).
    public let command: String
    /// 1-based line number of the command in its file.
    public let lineNumber: Int
    /// The file the command stands in: the journey's, or a part's it includes.
    public let file: String
    /// For a part's command, the line of the journey's own file whose `> include` brought it in.
    public let includedAt: Int?
    /// The command line as written in the file.
    public let sourceLine: String
    /// Comments between the previous block's output (or the file start) and this command.
    public let precedingComments: [String]
    /// The expected output lines, comments, events and requests left out, trailing blank lines dropped.
    public let expected: [ExpectedLine]
    /// The `% ` lines under the command: events its session must log.
    public let expectedEvents: [ExpectedEvent]
    /// The `< ` lines under the command (with their `<< ` fields): requests its session must send.
    public let expectedRequests: [ExpectedRequest]
    /// Comments, `% ` and `< ` lines standing among the expected output lines.
    public let innerComments: [String]
    /// The lines under the command as written, up to the last expected line.
    public let bodyLines: [String]
    /// Blank and comment lines after the last expected line, as written.
    public let trailingTrivia: [String]

    public init(
        command: String,
        lineNumber: Int,
        file: String = "",
        includedAt: Int? = nil,
        sourceLine: String? = nil,
        precedingComments: [String] = [],
        expected: [ExpectedLine],
        expectedEvents: [ExpectedEvent] = [],
        expectedRequests: [ExpectedRequest] = [],
        innerComments: [String] = [],
        bodyLines: [String]? = nil,
        trailingTrivia: [String] = []
    ) {
        self.command = command
        self.lineNumber = lineNumber
        self.file = file
        self.includedAt = includedAt
        self.sourceLine = sourceLine ?? "> \(command)"
        self.precedingComments = precedingComments
        self.expected = expected
        self.expectedEvents = expectedEvents
        self.expectedRequests = expectedRequests
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

    /// `restart fresh`: a restart whose next session starts on a new, empty data folder (another
    /// device: the journey's backend, clock and captures carry on).
    public var startsFreshData: Bool { JourneyLine.isFreshRestart(command) }

    /// `backend scenario NAME`, `backend stop`, `backend publish …`: the runner's, it prints nothing.
    public var backendDirective: JourneyBackendDirective? { try? JourneyBackendDirective.parse(command) }

    /// `clock +8h` or `clock INSTANT`: the runner's, it prints nothing.
    public var clockDirective: ClockDirective? { (try? ClockDirective.parse(command)) ?? nil }

    /// Whether the runner acts on this line while the app keeps running (`> backend …`, `> clock …`).
    public var isRunnerDirective: Bool { backendDirective != nil || clockDirective != nil }

    /// The names this block's output lines and request lines keep.
    public var capturedNames: Set<String> {
        Set(
            expected.flatMap { line -> [String] in
                guard case .line(let text) = line.pattern else { return [] }
                return (try? InlinePattern(parsing: text))?.capturedNames ?? []
            } + expectedRequests.flatMap(\.capturedNames))
    }

    /// Where the block is, for reports: `FILE:LINE`, and for a part's block the journey's line
    /// that included it.
    public func location(in journey: String) -> String {
        guard let includedAt else { return "\(file.isEmpty ? journey : file):\(lineNumber)" }
        return "\(file):\(lineNumber) (included at \(journey):\(includedAt))"
    }
}

/// Builds a ``JourneyBlock`` from its command line and the lines under it.
enum JourneyBlockReader {
    static func block(
        command: String, at commandLine: SourceLine, content: [SourceLine], precedingComments: [String],
        trailingTrivia: [String]
    ) throws(JourneyFileError) -> JourneyBlock {
        var events: [ExpectedEvent] = []
        var requests: [ExpectedRequest] = []
        var expected: [ExpectedLine] = []
        for line in content {
            if JourneyLine.isEvent(line.text) {
                do {
                    events.append(try ExpectedEvent(line: line.text, lineNumber: line.number))
                } catch {
                    throw line.error(error.message)
                }
            } else if JourneyLine.isField(line.text) {
                guard !requests.isEmpty else {
                    throw line.error("a \"<< field=value\" line stands under the \"< METHOD /path\" line it checks")
                }
                requests[requests.count - 1].fields.append(try ExpectedField(line: line))
            } else if JourneyLine.isRequest(line.text) {
                requests.append(try ExpectedRequest(line: line))
            } else if !JourneyLine.isComment(line.text) {
                let pattern = OutputPattern(sourceLine: line.text)
                if case .line(let text) = pattern {
                    do {
                        _ = try InlinePattern(parsing: text)
                    } catch {
                        throw line.error(error.message)
                    }
                }
                expected.append(ExpectedLine(pattern: pattern, lineNumber: line.number))
            }
        }
        return JourneyBlock(
            command: command, lineNumber: commandLine.number, file: commandLine.file, includedAt: commandLine.includedAt,
            sourceLine: commandLine.text, precedingComments: precedingComments, expected: expected, expectedEvents: events,
            expectedRequests: requests,
            innerComments: content.map(\.text).filter {
                JourneyLine.isComment($0) || JourneyLine.isEvent($0) || JourneyLine.isRequest($0)
            },
            bodyLines: content.map(\.text), trailingTrivia: trailingTrivia)
    }
}
