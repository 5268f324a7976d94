/// Runs one session's lines while the app runs: sends its commands with each `{NAME}` replaced
/// by what an earlier line kept, acts on its runner lines (`> clock`, `> backend …`), and
/// matches each block's output as soon as it is known, so what it keeps is there for the
/// commands after it.
///
/// Commands go to the app in batches. A batch ends before a runner line, and before a command
/// that needs a name a block of the batch keeps: there the conductor sends the marker
/// (``JourneyBackendDirective/marker``, a command that changes nothing), and once the app has
/// echoed it — so every command before it is done — matches what came back and goes on.
actor SessionConductor: InputConductor {
    private let blocks: [JourneyBlock]
    private let context: SessionContext
    private var state: JourneyRunState
    /// The lines sent, in order: each a block's command (its index) or a marker (nil).
    private var sent: [(line: SentLine, block: Int?)] = []
    private var nextBlock = 0
    private var pendingDirective: Int?
    private var outcomes: [BlockOutcome?]
    private var requests: RequestExpectations
    /// Where this session's requests start in the journey's log.
    private let requestStart: Int
    /// The block whose command names something never kept, and that name.
    private var unresolved: (block: Int, name: String)?
    /// For each block sent after a wait: how many of the session's requests were logged before
    /// it was sent (none of those is its).
    private var requestFloors: [Int: Int] = [:]
    /// The log's length at the last wait.
    private var currentFloor = 0

    init(session: JourneySession, context: SessionContext, state: JourneyRunState) {
        blocks = session.blocks
        self.context = context
        self.state = state
        outcomes = Array(repeating: nil, count: session.blocks.count)
        requests = RequestExpectations(blocks: session.blocks, exact: context.requestsExact)
        requestStart = state.requestLog.count
    }

    func next(output: String) async -> FeedStep {
        if !sent.isEmpty, sent.last?.block == nil {
            digest(output)
        }
        if let directive = pendingDirective {
            await perform(directive)
            pendingDirective = nil
            nextBlock = directive + 1
        }
        var batch: [SentLine] = []
        while nextBlock < blocks.count {
            let block = blocks[nextBlock]
            if block.isRestart {
                outcomes[nextBlock] = BlockOutcome(block: block, actual: [])
                nextBlock += 1
                continue
            }
            let names = NameReferences.names(in: block.command)
            if block.isRunnerDirective || needsDigest(names) {
                if block.isRunnerDirective { pendingDirective = nextBlock }
                if case .mailbox = block.backendDirective {
                    // No marker: the app may be waiting for an answer here (the code the mail
                    // holds). The mailbox is asked until the mail is there.
                    return .send(batch, thenWaitForEchoes: true)
                }
                let marker = SentLine(JourneyBackendDirective.marker)
                sent.append((marker, nil))
                return .send(batch + [marker], thenWaitForEchoes: true)
            }
            do {
                let line = try line(for: block)
                batch.append(line)
                sent.append((line, nextBlock))
                requestFloors[nextBlock] = currentFloor
                nextBlock += 1
            } catch {
                unresolved = (nextBlock, error.name)
                nextBlock = blocks.count
            }
        }
        return batch.isEmpty ? .finish : .send(batch, thenWaitForEchoes: false)
    }

    /// Matches whatever was not matched yet from the app's whole output, once it has ended;
    /// the block outcomes, what the journey carries on, and the session's requests.
    func finish(output: String) -> (blocks: [BlockOutcome], state: JourneyRunState, requests: SessionRequests) {
        let transcript = TranscriptParser.parse(output, sent: sent.map(\.line))
        for (index, line) in sent.enumerated() {
            guard let block = line.block, outcomes[block] == nil else { continue }
            guard index < transcript.blocks.count else {
                match(block, actual: nil)
                continue
            }
            match(block, actual: transcript.blocks[index].output, echoed: transcript.blocks[index].command, as: line.line)
        }
        state.readRequests(from: context.backend)
        let log = sessionLog
        requests.advance(
            log: log, throughBlock: nil, captures: &state.captures, redactions: context.redactions, final: true,
            floors: requestFloors)
        let all = blocks.indices.map { index in
            outcomes[index] ?? BlockOutcome(block: blocks[index], actual: nil, problem: notSentProblem(index))
        }
        let report = SessionRequests(
            logged: log, missing: requests.missing, unexpected: requests.unexpected,
            problem: requests.expected.isEmpty ? nil : state.requestLogProblem)
        return (all, state, report)
    }

    private var sessionLog: [LoggedRequest] {
        Array(state.requestLog[min(requestStart, state.requestLog.count)...])
    }

    /// Whether a command naming `names` must wait for blocks already sent to be matched.
    private func needsDigest(_ names: [String]) -> Bool {
        guard !names.isEmpty else { return false }
        let pending = sent.compactMap(\.block).filter { outcomes[$0] == nil }
        return pending.contains { !blocks[$0].capturedNames.isDisjoint(with: names) }
    }

    /// The line the app is sent for `block`'s command: a secret's value (`> {NAME}`), or the
    /// command with each `{NAME}` replaced by what was kept.
    private func line(for block: JourneyBlock) throws(UnknownCaptureName) -> SentLine {
        if let name = context.secrets.name(typedBy: block.command), let value = context.secrets[name] {
            return SentLine(value, isSecret: true)
        }
        return SentLine(try NameReferences.resolve(command: block.command, captures: state.captures))
    }

    /// Matches the blocks the echoed marker closed (every one sent before it).
    private func digest(_ output: String) {
        let transcript = TranscriptParser.parse(output, sent: sent.map(\.line))
        var last: Int?
        for index in 0..<min(sent.count - 1, transcript.blocks.count) {
            guard let block = sent[index].block, outcomes[block] == nil else { continue }
            match(block, actual: transcript.blocks[index].output, echoed: transcript.blocks[index].command, as: sent[index].line)
            last = block
        }
        if context.checksRequests {
            state.readRequests(from: context.backend)
            currentFloor = sessionLog.count
        }
        if let last, blocks[...last].contains(where: { !$0.expectedRequests.isEmpty }) {
            requests.advance(
                log: sessionLog, throughBlock: last, captures: &state.captures, redactions: context.redactions,
                final: false, floors: requestFloors)
        }
    }

    /// Matches block `index`'s output, `raw` as the app printed it (nil when it never echoed the
    /// block's line), redacted first; `echoed` is how the app echoed `line`.
    private func match(_ index: Int, actual raw: [String]?, echoed: String? = nil, as line: SentLine? = nil) {
        let block = blocks[index]
        guard let raw else {
            outcomes[index] = BlockOutcome(block: block, actual: nil)
            return
        }
        let actual = raw.map(context.redactions.apply)
        let before = state.captures
        if let line, let echoed, line.showsSecret(echoed) {
            outcomes[index] = BlockOutcome(
                block: block, actual: actual, matched: false, captures: before,
                problem: "the app echoed the secret \"\(block.command)\" as typed, not as \(JourneySecrets.mask): "
                    + "it was not the answer to a secret question there")
            return
        }
        do {
            let kept = try TranscriptMatcher.match(expected: block.patterns, actual: actual, captures: before)
            outcomes[index] = BlockOutcome(block: block, actual: actual, matched: kept != nil, captures: before)
            if let kept { state.captures = kept }
        } catch {
            outcomes[index] = BlockOutcome(
                block: block, actual: actual, matched: false, captures: before, problem: Self.neverKept(error.name))
        }
    }

    /// Acts on the runner line at `index`. What it shows (a message it could not do, or what
    /// `> backend mailbox` read) is its output, matched as a command's is, so a line under it can
    /// keep a value.
    private func perform(_ index: Int) async {
        let block = blocks[index]
        var output: [String] = []
        if let directive = block.clockDirective {
            output = state.clock.apply(directive).map { ["clock: \($0)"] } ?? []
        } else if let directive = block.backendDirective, let backend = context.backend {
            if directive == .stop {
                state.readRequests(from: backend)
                state.backendStopped = true
            }
            output = await backend.perform(directive)
        }
        match(index, actual: output)
    }

    private func notSentProblem(_ index: Int) -> String? {
        guard let unresolved else { return nil }
        if unresolved.block == index {
            let typed = blocks[index].command.trimmingCharacters(in: .whitespaces) == "{\(unresolved.name)}"
            return Self.neverKept(unresolved.name) + (typed ? ", and no \"# secret: \(unresolved.name)=…\" header gives it" : "")
        }
        let line = blocks[unresolved.block]
        return index > unresolved.block ? "not sent: the session stopped at line \(line.lineNumber)" : nil
    }

    static func neverKept(_ name: String) -> String {
        "\"{\(name)}\" was never captured: no \"[[\(name)]]\" before this line kept it"
    }
}

/// What a session sent to the backend, and which `< ` lines it did not answer.
public struct SessionRequests: Sendable, Equatable {
    public var logged: [LoggedRequest] = []
    public var missing: [ExpectedRequest] = []
    public var unexpected: [LoggedRequest] = []
    /// Why the backend's log could not be read.
    public var problem: String?

    public init(
        logged: [LoggedRequest] = [], missing: [ExpectedRequest] = [], unexpected: [LoggedRequest] = [], problem: String? = nil
    ) {
        self.logged = logged
        self.missing = missing
        self.unexpected = unexpected
        self.problem = problem
    }

    public var passed: Bool { missing.isEmpty && unexpected.isEmpty && problem == nil }
}
