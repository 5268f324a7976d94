import Localization
import ReplKit
import SystemKit

/// The read–run–print loop: reads a line, runs the matching command of the
/// host, the current screen or the app, and prints what changed. One command
/// at a time, each finished before anything is printed.
@MainActor
public final class ReplSession {
    private let navigator: ReplNavigator
    let source: LineSource
    let output: ReplOutput
    private let currentLanguage: CurrentAppLanguage
    let options: ReplSessionOptions
    private let interrupts: InterruptMonitor
    private let progress: ReplProgress
    private let strings: Localizer<ReplHostStringKey>
    private var languageObservation: AppLanguageObservation?
    private let drawnScreen = DrawnScreen()
    private var quitRequested = false
    /// Told of each command typed, as the session resolved it (`--coverage-log`).
    public var commandObserver: (any ReplCommandObserver)?

    public init(
        navigator: ReplNavigator,
        source: LineSource,
        output: ReplOutput,
        currentLanguage: CurrentAppLanguage,
        options: ReplSessionOptions = ReplSessionOptions(),
        interrupts: InterruptMonitor = InterruptMonitor(),
        progress: ReplProgress = ReplProgress()
    ) {
        self.navigator = navigator
        self.source = source
        self.output = output
        self.currentLanguage = currentLanguage
        self.options = options
        self.interrupts = interrupts
        self.progress = progress
        self.strings = ReplHostStrings.localizer(currentLanguage)
    }

    /// Runs until end of input or `quit`; under `--strict`, until the first failure.
    public func run() async -> ReplSessionEnd {
        let flag = ChangeFlag()
        languageObservation = currentLanguage.observe { _ in flag.raise() }
        if await appearTop(), source.isInteractive { renderTop() }
        var lineNumber = 0
        while !quitRequested {
            if let failure = output.failure { return .outputFailed(failure) }
            if let completing = source as? CommandCompleting, let screen = navigator.screens.last {
                completing.commandNames = (hostCommands(on: screen) + screen.commands + navigator.globalCommands)
                    .filter(\.isListed).flatMap { [$0.name] + $0.aliases }
            }
            let input = source.nextLine(prompt: prompt())
            lineNumber += 1
            guard let failure = await handle(input, languageFlag: flag) else {
                if input == .end { break }
                continue
            }
            output.write(failure, style: .error)
            if options.strict {
                return output.failure.map(ReplSessionEnd.outputFailed) ?? .failed(line: lineNumber, message: failure)
            }
        }
        return output.failure.map(ReplSessionEnd.outputFailed) ?? .finished
    }

    /// Runs one input line. Returns the failure message when it failed.
    private func handle(_ input: InputLine, languageFlag: ChangeFlag) async -> String? {
        switch input {
        case .end, .interrupted:
            return nil
        case .tooLong(let limit):
            echo("…")
            return strings.text(.lineTooLong, ["limit": String(limit)])
        case .invalidEncoding(let shown):
            echo(shown)
            return strings.text(.invalidEncoding)
        case .text(let raw):
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { return nil }
            echo(line)
            if InputCheck.containsControlCharacters(line) {
                return strings.text(.controlCharacters)
            }
            switch Tokenizer.tokenize(line) {
            case .failure(.unterminatedQuote(let quote)):
                return strings.text(.unterminatedQuote, ["quote": String(quote)])
            case .success(let words):
                return await run(words, languageFlag: languageFlag)
            }
        }
    }

    private func run(_ words: [String], languageFlag: ChangeFlag) async -> String? {
        guard let first = words.first, let screen = navigator.screens.last else { return nil }
        let name = first.lowercased()
        let arguments = Array(words.dropFirst())
        let command = command(named: name, on: screen)
        commandObserver?.session(resolved: command?.name, typedOn: screen)
        guard let command else {
            return unknownCommandMessage(name, on: screen)
        }
        guard command.arguments.accepts(arguments.count) else {
            return strings.text(.usage, ["usage": command.usage])
        }
        let topBefore = ObjectIdentifier(screen)
        languageFlag.lower()
        let finished = await interrupts.run({ await command.action(arguments) })
        progress.clear()
        guard let outcome = finished else {
            output.write(strings.text(.cancelled), style: .hint)
            return nil
        }
        return await present(outcome, topBefore: topBefore, languageChanged: languageFlag.isRaised)
    }

    private func present(_ outcome: ReplOutcome, topBefore: ObjectIdentifier, languageChanged: Bool) async -> String? {
        let moved = navigator.screens.last.map(ObjectIdentifier.init) != topBefore
        if moved || languageChanged {
            guard await appearTop() else {
                output.write(strings.text(.cancelled), style: .hint)
                return nil
            }
        }
        switch outcome {
        case .failure(let message):
            if moved || languageChanged { renderTop() } else { redrawTopIfStale() }
            return message
        case .message(let message):
            writeMessage(message)
            if moved || languageChanged { renderTop() } else { redrawTopIfStale() }
        case .messageThenRender(let message):
            writeMessage(message)
            renderTop()
        case .render:
            renderTop()
        case .silent:
            if moved || languageChanged { renderTop() } else { redrawTopIfStale() }
        }
        return nil
    }

    /// Writes a screen's message line by line: a message of several lines (a facet list,
    /// suggestions) is the screen's own text, so its line breaks are kept, while each line
    /// still goes through the output's safety pass.
    private func writeMessage(_ message: String) {
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            output.write(String(line), style: .hint)
        }
    }

    /// Lets the top screen load what it shows, so that Ctrl-C cancels the load like any
    /// command (a first load may wait on a server). `false` when it was cancelled.
    private func appearTop() async -> Bool {
        guard let screen = navigator.screens.last else { return true }
        let appeared = await interrupts.run { () -> Bool in
            await screen.appear()
            return true
        }
        progress.clear()
        return appeared ?? false
    }

    // MARK: - Commands the host answers itself

    private func hostCommands(on screen: any ReplScreen) -> [ReplCommand] {
        HostCommands.make(
            strings: strings,
            help: { [unowned self] in
                let help = HelpText(strings: strings, columns: TerminalWidth.current(progress: progress)).lines(
                    global: allGlobalCommands(), screenTitle: screen.title, screen: screen.commands
                )
                help.forEach { output.write($0, style: .plain) }
                return .silent
            },
            where: { [unowned self] in
                .message(navigator.screens.map(\.title).joined(separator: " › "))
            },
            quit: { [unowned self] in
                quitRequested = true
                return .silent
            }
        )
    }

    private func allGlobalCommands() -> [ReplCommand] {
        guard let screen = navigator.screens.last else { return [] }
        let host = hostCommands(on: screen)
        return [host[0]] + navigator.globalCommands + host.dropFirst()
    }

    private func command(named name: String, on screen: any ReplScreen) -> ReplCommand? {
        let host = hostCommands(on: screen)
        return host.first { $0.answers(to: name) }
            ?? screen.commands.first { $0.answers(to: name) }
            ?? navigator.globalCommands.first { $0.answers(to: name) }
    }

    /// Says where `name` works when it works on another screen; else suggests the
    /// listed command it was most likely meant to be, here or elsewhere (and then where).
    private func unknownCommandMessage(_ name: String, on screen: any ReplScreen) -> String {
        let places = navigator.commandPlaces
        if let place = Self.place(of: name, among: places) {
            return strings.text(.commandWorksElsewhere, ["command": name, "place": place])
        }
        let here = (hostCommands(on: screen) + screen.commands + navigator.globalCommands)
            .filter(\.isListed)
            .flatMap { [$0.name] + $0.aliases }
        let candidates = here + places.map(\.command).filter { !here.contains($0) }
        guard let suggestion = CommandSuggester.suggestion(for: name, among: candidates) else {
            return strings.text(.unknownCommand, ["command": name])
        }
        if !here.contains(suggestion), let place = Self.place(of: suggestion, among: places) {
            return strings.text(.unknownCommandWorksElsewhere, ["command": name, "suggestion": suggestion, "place": place])
        }
        return strings.text(.unknownCommandWithSuggestion, ["command": name, "suggestion": suggestion])
    }

    /// Every place `command` works, each once, joined; `nil` when it works nowhere else.
    private static func place(of command: String, among places: [CommandPlace]) -> String? {
        var found: [String] = []
        for place in places where place.command == command && !found.contains(place.place) {
            found.append(place.place)
        }
        return found.isEmpty ? nil : found.joined(separator: "; ")
    }

    // MARK: - Printing

    private func renderTop() {
        guard let screen = navigator.screens.last else { return }
        write(drawnScreen.draw(screen))
    }

    /// Draws the top screen again when state it was drawn from changed under a command
    /// that did not ask for it, so what is shown never goes stale (see `DrawnScreen`).
    private func redrawTopIfStale() {
        guard let screen = navigator.screens.last, let lines = drawnScreen.redrawnIfStale(screen) else { return }
        write(lines)
    }

    /// A drawn screen's lines: its title, then its content.
    private func write(_ drawn: [String]) {
        guard let title = drawn.first else { return }
        output.write(title, style: .title)
        drawn.dropFirst().forEach { output.write($0, style: .plain) }
    }

    private func echo(_ line: String) {
        if options.echoCommands { output.write("> " + line, style: .plain) }
    }

    private func prompt() -> String {
        let names = navigator.screens.dropFirst().map(\.routeName)
        let path = names.isEmpty ? (navigator.screens.first?.routeName ?? "") : names.joined(separator: " › ")
        return path + " › "
    }
}
