/// Readable, unified-style reports of what a journey expected and what the app did.
public enum JourneyDiff {
    /// How many stderr lines a failed session shows (the last ones).
    public static let standardErrorTailLength = 40

    /// The whole report for a journey result; empty when it passed.
    public static func report(for result: JourneyResult) -> String {
        if let malformed = result.malformed { return "\(malformed)" }
        var sections = result.problems.map { "\(result.name): \($0)" }
        let file = result.journey?.fileName ?? result.name
        for session in result.sessions {
            if !session.leadingOutput.isEmpty {
                sections.append(leadingOutput(journey: result.name, session: session.session, lines: session.leadingOutput))
            }
            for outcome in result.blocks[session.session.blockRange] where !outcome.matched {
                if let problem = outcome.problem {
                    sections.append("\(outcome.block.location(in: file)): \(problem)")
                }
                if outcome.problem == nil || outcome.actual != nil {
                    sections.append(
                        blockDiff(journey: file, block: outcome.block, actual: outcome.actual, captures: outcome.captures))
                }
            }
            if session.launchError == nil, !session.missingEvents.isEmpty {
                sections.append(eventsReport(journey: result.name, session: session))
            }
            if session.launchError == nil, !session.requests.passed {
                sections.append(requestsReport(journey: file, session: session))
            }
            if let launchError = session.launchError {
                sections.append(
                    "\(result.name):\(session.session.firstLineNumber): session \(session.session.number) could not start the app: \(launchError)"
                )
            } else if let process = session.process, !process.succeeded {
                sections.append(sessionFailure(journey: result.name, session: session.session, result: process))
            }
        }
        return sections.joined(separator: "\n\n")
    }

    /// The `% ` lines a session's log did not answer, and what it logged.
    public static func eventsReport(journey: String, session: SessionOutcome) -> String {
        var lines = session.missingEvents.map {
            "\(journey):\($0.lineNumber): event not logged (in this order): \($0.sourceLine)"
        }
        lines.append("session \(session.session.number) logged \(session.loggedEvents.count) events:")
        lines += session.loggedEvents.map { "  % " + ExpectedEvent.text(of: $0) }
        return lines.joined(separator: "\n")
    }

    /// The `< ` lines a session's requests did not answer, and every request it sent.
    public static func requestsReport(journey: String, session: SessionOutcome) -> String {
        let requests = session.requests
        var lines: [String] = []
        if let problem = requests.problem { lines.append("\(journey): session \(session.session.number): \(problem)") }
        lines += requests.missing.map { "\($0.file):\($0.lineNumber): request not sent (in this order): \($0.sourceLine)" }
        if !requests.unexpected.isEmpty {
            lines.append("\(journey): \"# requests: exact\", but no line names these requests (where they stand):")
            lines += requests.unexpected.map { "  " + $0.line }
        }
        let count = requests.logged.count
        lines.append("session \(session.session.number) sent \(count) \(count == 1 ? "request" : "requests"):")
        lines += requests.logged.flatMap { $0.lines() }.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// The diff of one command's expected output against what the app printed.
    public static func blockDiff(journey: String, block: JourneyBlock, actual: [String]?, captures: [String: String] = [:])
        -> String
    {
        let location = block.location(in: journey)
        guard let actual else {
            var lines = [
                "\(location): \"> \(block.command)\" was never echoed: the app ended before it, or echoed it differently",
                "--- expected",
                "+++ actual (nothing)",
            ]
            lines += block.patterns.map { "-" + $0.sourceText }
            return lines.joined(separator: "\n")
        }
        let steps = TranscriptMatcher.align(expected: block.patterns, actual: actual, captures: captures)
        let usesWildcard = steps.contains { if case .wildcard(let matched) = $0 { !matched.isEmpty } else { false } }
        var lines = [
            "\(location): output of \"> \(block.command)\" differs",
            "--- expected (\(location))",
            usesWildcard ? "+++ actual (~ lines matched by ...)" : "+++ actual",
        ]
        for step in steps {
            switch step {
            case .same(let text):
                lines.append(" " + text)
            case .wildcard(let matched):
                lines.append(" " + OutputPattern.wildcardText)
                lines += wildcardLines(matched)
            case .missing(let text):
                lines.append("-" + text)
            case .unexpected(let text):
                lines.append("+" + text)
            }
        }
        return (lines + InvisibleDifference.notes(for: steps)).joined(separator: "\n")
    }

    /// Lines a `...` stood for, `~`-marked; a long run shows its start and end.
    static func wildcardLines(_ matched: [String]) -> [String] {
        let headCount = 3
        let tailCount = 4
        guard matched.count > headCount + tailCount + 1 else {
            return matched.map { "~" + $0 }
        }
        let hidden = matched.count - headCount - tailCount
        return matched.prefix(headCount).map { "~" + $0 }
            + ["~… \(hidden) more lines"]
            + matched.suffix(tailCount).map { "~" + $0 }
    }

    /// Why an app process failed: exit status or time-out, and the tail of its stderr.
    public static func sessionFailure(journey: String, session: JourneySession, result: AppProcessResult) -> String {
        var lines = ["\(journey):\(session.firstLineNumber): session \(session.number): the app \(result.summary)"]
        let errorLines = TranscriptMatcher.normalized(SourceLines.split(result.standardError))
        if errorLines.isEmpty {
            lines.append("stderr: (empty)")
        } else {
            let tail = errorLines.suffix(standardErrorTailLength)
            let header = tail.count < errorLines.count ? "stderr (last \(tail.count) of \(errorLines.count) lines):" : "stderr:"
            lines.append(header)
            lines += tail.map { "    " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// Output printed before the first command echo, which no journey can expect.
    public static func leadingOutput(journey: String, session: JourneySession, lines: [String]) -> String {
        ([
            "\(journey):\(session.firstLineNumber): session \(session.number): the app printed output before echoing its first command"
        ]
            + lines.map { "+" + $0 }).joined(separator: "\n")
    }
}
