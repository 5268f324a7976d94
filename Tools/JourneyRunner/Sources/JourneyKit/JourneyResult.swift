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

    public init(name: String, journey: JourneyFile?, blocks: [BlockOutcome], sessions: [SessionOutcome], problems: [String]) {
        self.name = name
        self.journey = journey
        self.blocks = blocks
        self.sessions = sessions
        self.problems = problems
    }

    /// Every command's output matched, every expected event was logged, and every app
    /// process ended cleanly.
    public var passed: Bool {
        problems.isEmpty && blocks.allSatisfy(\.matched) && sessions.allSatisfy { $0.isClean && $0.missingEvents.isEmpty }
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
    /// The lines printed after the command's echo; nil when it was never echoed.
    public let actual: [String]?
    public let matched: Bool

    public init(block: JourneyBlock, actual: [String]?) {
        self.block = block
        self.actual = actual
        self.matched = actual.map { TranscriptMatcher.matches(expected: block.patterns, actual: $0) } ?? false
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

    public init(
        session: JourneySession, process: AppProcessResult?, launchError: String? = nil, leadingOutput: [String] = [],
        loggedEvents: [AnalyticsEvent] = []
    ) {
        self.session = session
        self.process = process
        self.launchError = launchError
        self.leadingOutput = leadingOutput
        self.loggedEvents = loggedEvents
    }

    /// The session's `% ` lines that no logged event answers, in order.
    public var missingEvents: [ExpectedEvent] {
        ExpectedEvent.missing(session.expectedEvents, in: loggedEvents)
    }

    /// Started, printed nothing before its first echo, and exited with status 0 in time.
    public var isClean: Bool {
        launchError == nil && leadingOutput.isEmpty && (process?.succeeded ?? false)
    }
}
