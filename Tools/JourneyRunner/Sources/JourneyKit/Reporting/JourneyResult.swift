import Analytics

/// The outcome of running one journey.
public struct JourneyResult: Sendable {
    /// How the journey is named in reports.
    public let name: String
    /// The parsed journey; nil when the file could not be read or parsed.
    public let journey: JourneyFile?
    /// One outcome per block of the journey, in file order.
    public let blocks: [BlockOutcome]
    /// One outcome per session that was started.
    public let sessions: [SessionOutcome]
    /// Failures that are not about one command's output, in words.
    public let problems: [String]
    /// Why the journey file could not be read as a journey, when it could not (nothing ran).
    public let malformed: JourneyFileError?

    public init(
        name: String, journey: JourneyFile?, blocks: [BlockOutcome], sessions: [SessionOutcome], problems: [String],
        malformed: JourneyFileError? = nil
    ) {
        self.name = name
        self.journey = journey
        self.blocks = blocks
        self.sessions = sessions
        self.problems = problems
        self.malformed = malformed
    }

    /// The result of a journey file that does not follow the format.
    public init(name: String, malformed: JourneyFileError) {
        self.init(name: name, journey: nil, blocks: [], sessions: [], problems: [], malformed: malformed)
    }

    /// Every command's output matched, every expected event was logged, and every app
    /// process ended cleanly.
    public var passed: Bool {
        problems.isEmpty && malformed == nil && blocks.allSatisfy(\.matched)
            && sessions.allSatisfy { $0.isClean && $0.missingEvents.isEmpty && $0.requests.passed }
    }

    /// Every session ran to its end cleanly, so its output may be recorded.
    public var canBeRecorded: Bool {
        journey != nil && problems.isEmpty && sessions.allSatisfy(\.isClean)
    }

    /// What went wrong, as a readable diff; empty when the journey passed.
    public var report: String {
        JourneyDiff.report(for: self)
    }
}

/// One command's expected and actual output.
public struct BlockOutcome: Sendable, Equatable {
    public let block: JourneyBlock
    /// The lines printed after the command's echo, redacted; nil when it was never echoed.
    public let actual: [String]?
    public let matched: Bool
    /// What the journey had kept when the block was matched (for its diff).
    public let captures: [String: String]
    /// Why the block failed, when it is more than its output (a `{NAME}` never kept).
    public let problem: String?

    /// The outcome of matching `actual` with nothing kept before.
    public init(block: JourneyBlock, actual: [String]?, problem: String? = nil) {
        self.init(
            block: block, actual: actual,
            matched: problem == nil && (actual.map { TranscriptMatcher.matches(expected: block.patterns, actual: $0) } ?? false),
            captures: [:], problem: problem)
    }

    public init(block: JourneyBlock, actual: [String]?, matched: Bool, captures: [String: String], problem: String? = nil) {
        self.block = block
        self.actual = actual
        self.matched = matched
        self.captures = captures
        self.problem = problem
    }
}

/// How one app process of a journey went.
public struct SessionOutcome: Sendable, Equatable {
    public let session: JourneySession
    /// The process run; nil when it could not be started.
    public let process: AppProcessResult?
    /// Why the process could not be started.
    public let launchError: String?
    /// Lines printed before the first command echo.
    public let leadingOutput: [String]
    /// The analytics events the session logged (read only when the journey expects events).
    public let loggedEvents: [AnalyticsEvent]
    /// The requests the session sent to the backend, and the `< ` lines they did not answer.
    public let requests: SessionRequests
    /// The screens and commands the session saw (read only when the runner collects coverage).
    public let coverage: [CoverageLogLine]
    /// What the journey had kept when the session ended, for its `% ` lines' `{NAME}`s.
    public let captures: [String: String]

    public init(
        session: JourneySession, process: AppProcessResult?, launchError: String? = nil, leadingOutput: [String] = [],
        loggedEvents: [AnalyticsEvent] = [], requests: SessionRequests = SessionRequests(), coverage: [CoverageLogLine] = [],
        captures: [String: String] = [:]
    ) {
        self.coverage = coverage
        self.captures = captures
        self.session = session
        self.process = process
        self.launchError = launchError
        self.leadingOutput = leadingOutput
        self.loggedEvents = loggedEvents
        self.requests = requests
    }

    /// The session's `% ` lines that no logged event answers, in order.
    public var missingEvents: [ExpectedEvent] {
        ExpectedEvent.missing(session.expectedEvents, in: loggedEvents, captures: captures)
    }

    /// Started, printed nothing before its first echo, and exited with status 0 in time.
    public var isClean: Bool {
        launchError == nil && leadingOutput.isEmpty && (process?.succeeded ?? false)
    }
}
