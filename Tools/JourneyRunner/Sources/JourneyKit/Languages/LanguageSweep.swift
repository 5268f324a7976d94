/// Runs a journey's commands in other app languages (`journey --languages all`) without matching
/// its English text, and finds what a translator's mistake looks like: a command that fails
/// or ends the app where it did not in English, and the ``TranslationChecks`` of each command's
/// output beside the English run's.
///
/// Expected lines go, but the lines that keep values (`[[NAME]]`) stay, so commands that use
/// them still get them; a value the language's output did not give shows as a command not sent.
public struct LanguageSweep: Sendable {
    public let runner: JourneyRunner
    public let tables: StringTables

    public init(runner: JourneyRunner, tables: StringTables) {
        self.runner = runner
        self.tables = tables
    }

    /// One language's run of the journey.
    public struct Outcome: Sendable {
        public let language: String
        public let problems: [String]
    }

    /// The journey's run in English (its own text unchecked) and in each of `languages`.
    /// The languages run side by side, `jobs` at once.
    public func sweep(_ journey: JourneyFile, languages: [String], jobs: Int = 1) async -> [Outcome] {
        let english = await runner.run(Self.unchecked(journey, language: "en"))
        let others = languages.filter { $0 != "en" }
        var outcomes: [Outcome] = []
        let runner = runner
        await OrderedParallelRuns.run(others, jobs: jobs) { language in
            await runner.run(Self.unchecked(journey, language: language))
        } inOrder: { index, run in
            outcomes.append(
                Outcome(language: others[index], problems: problems(of: run, beside: english, language: others[index])))
        }
        return outcomes
    }

    func problems(of run: JourneyResult, beside english: JourneyResult, language: String) -> [String] {
        let checks = TranslationChecks(tables: tables, language: language)
        var problems = run.problems
        let file = run.journey?.fileName ?? run.name
        for (index, outcome) in run.blocks.enumerated() {
            let where_ = "\(outcome.block.location(in: file)) \"> \(outcome.block.command)\""
            let englishOutcome = index < english.blocks.count ? english.blocks[index] : nil
            if outcome.actual == nil, englishOutcome?.actual != nil, !outcome.block.isRunnerDirective {
                problems.append("\(where_): not run in \(language) (\(outcome.problem ?? "the app ended before it"))")
                continue
            }
            // A block printed exactly as in English is the app speaking English there (the journey
            // switched it): only its width is checked.
            let actual = outcome.actual ?? []
            let asInEnglish = actual == (englishOutcome?.actual ?? [])
            problems += checks.problems(in: actual, english: englishOutcome?.actual ?? [], leftovers: !asInEnglish)
                .map { "\(where_): \($0)" }
        }
        let englishCommands = english.sessions.flatMap(\.coverage)
        let commands = run.sessions.flatMap(\.coverage)
        for (index, line) in commands.enumerated() where index < englishCommands.count {
            if englishCommands[index].command != nil, line.command == nil {
                problems.append("command \(index + 1) on \(line.screen) works in English but not in \(language)")
            }
        }
        for session in run.sessions where !session.isClean {
            problems.append(
                "\(file): session \(session.session.number) \(session.process?.summary ?? session.launchError ?? "failed")")
        }
        return problems
    }

    /// A capturing line with its words (English) left to `[..]`: only what it keeps is matched.
    public static func languageFree(_ pattern: InlinePattern) -> String {
        var text = ""
        for segment in pattern.segments {
            switch segment {
            case .literal, .anyText:
                if !text.hasSuffix("[..]") { text += "[..]" }
            case .capture(let name, let regex):
                text += regex.map { "[[\(name):\($0)]]" } ?? "[[\(name)]]"
            case .reference(let name):
                text += "{\(name)}"
            }
        }
        return text
    }

    /// The journey in `language` with only its capturing lines left to match.
    static func unchecked(_ journey: JourneyFile, language: String) -> JourneyFile {
        var world = journey.world
        world.language = language
        let blocks = journey.blocks.map { block in
            let capturing = block.expected.compactMap { line -> ExpectedLine? in
                guard case .line(let text) = line.pattern, let pattern = try? InlinePattern(parsing: text),
                    !pattern.capturedNames.isEmpty
                else { return nil }
                return ExpectedLine(pattern: .line(languageFree(pattern)), lineNumber: line.lineNumber)
            }
            let expected =
                [ExpectedLine(pattern: .anyLines, lineNumber: block.lineNumber)]
                + capturing.flatMap { [$0, ExpectedLine(pattern: .anyLines, lineNumber: $0.lineNumber)] }
            return JourneyBlock(
                command: block.command, lineNumber: block.lineNumber, file: block.file, includedAt: block.includedAt,
                sourceLine: block.sourceLine, expected: expected)
        }
        return JourneyFile(
            name: "\(journey.name) [\(language)]", preamble: journey.preamble, blocks: blocks, world: world,
            location: journey.location)
    }
}
