import Foundation
import Localization
import ReplKit
import SystemKit

/// Starts a session on the right input (terminal, pipe or script), runs it,
/// and turns how it ended into the process's exit status (see ``ProcessExitStatus``).
@MainActor
public enum ReplLauncher {
    /// Exit status for a script that could not be opened (EX_NOINPUT).
    public static let scriptNotFoundStatus: Int32 = ProcessExitStatus.scriptUnreadable

    /// `progress` is attached to the terminal when the session is interactive; `commandObserver`
    /// is told of each command typed (`--coverage-log`), `transcriptObserver` of each line read and written (`--record`);
    /// `questions`, the screens' questions, are answered by the session from its input.
    public static func run(
        navigator: ReplNavigator,
        currentLanguage: CurrentAppLanguage,
        options: ReplLaunchOptions,
        progress: ReplProgress = ReplProgress(),
        questions: ReplQuestions? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        commandObserver: (any ReplCommandObserver)? = nil,
        transcriptObserver: (any ReplTranscriptObserver)? = nil
    ) async -> Int32 {
        let strings = ReplHostStrings.localizer(currentLanguage)
        let terminal = TerminalPreferences(environment: environment)
        let source: LineSource
        switch makeSource(options, terminal: terminal, strings: strings) {
        case .failure(let problem):
            writeError(problem.message)
            return scriptNotFoundStatus
        case .success(let opened):
            source = opened
        }
        let colour = source.isInteractive && terminal.usesColour
        if source.isInteractive && !terminal.isDumb { progress.attachToTerminal() }
        (source as? TerminalLineEditor)?.progress = progress
        let interrupts = InterruptMonitor()
        interrupts.install()
        let terminalOutput = StandardOutputWriter(usesColour: colour)
        let session = ReplSession(
            navigator: navigator,
            source: transcriptObserver.map { ObservedLineSource(source, observer: $0) } ?? source,
            output: transcriptObserver.map { ObservedOutput(terminalOutput, observer: $0) } ?? terminalOutput,
            currentLanguage: currentLanguage,
            options: ReplSessionOptions(strict: options.strict, echoCommands: options.echoCommands),
            interrupts: interrupts,
            progress: progress
        )
        session.commandObserver = commandObserver
        questions?.attach(session)
        switch await session.run() {
        case .finished:
            return 0
        case .failed(let line, let message):
            writeError(strings.text(.scriptStopped, ["line": String(line), "message": message]))
            return 1
        case .outputFailed(.readerClosed):
            return ProcessExitStatus.readerClosed
        case .outputFailed(let failure):
            writeError(strings.text(.outputUnwritable, ["reason": failure.description]))
            return ProcessExitStatus.outputUnwritable
        }
    }

    /// Why the session's input could not be opened, said for the person.
    private struct SourceProblem: Error {
        let message: String
    }

    private static func makeSource(
        _ options: ReplLaunchOptions, terminal: TerminalPreferences, strings: Localizer<ReplHostStringKey>
    ) -> Result<LineSource, SourceProblem> {
        if let path = options.scriptPath, path != "-" {
            switch ByteLineReader.openScript(atPath: path) {
            case .success(let reader):
                return .success(reader)
            case .failure(.isFolder):
                return .failure(SourceProblem(message: strings.text(.scriptIsFolder, ["path": path])))
            case .failure(.cannotOpen):
                return .failure(SourceProblem(message: strings.text(.scriptNotFound, ["path": path])))
            }
        }
        guard options.scriptPath == nil && TerminalLineEditor.standardInputIsTerminal() else {
            return .success(ByteLineReader())
        }
        if terminal.isDumb {
            return .success(PlainTerminalLineReader())
        }
        return .success(
            TerminalLineEditor(historyFileURL: usableHistoryFile(options, strings: strings), usesColour: terminal.usesColour))
    }

    /// The history file, unless it is a symbolic link: then the person is told
    /// and history stays in memory, so typed lines never go where the link points.
    private static func usableHistoryFile(_ options: ReplLaunchOptions, strings: Localizer<ReplHostStringKey>) -> URL? {
        guard let url = options.historyFileURL else { return nil }
        if LineHistoryFile.isSymbolicLink(url) {
            writeError(strings.text(.historyIsSymbolicLink, ["path": url.path]))
            return nil
        }
        return url
    }

    private static func writeError(_ message: String) {
        DescriptorWriter.standardError.write(message + "\n")
    }
}
