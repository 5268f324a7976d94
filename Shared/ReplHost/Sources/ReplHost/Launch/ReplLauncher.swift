import Foundation
import Localization
import ReplKit

/// Starts a session on the right input (terminal, pipe or script), runs it,
/// and turns how it ended into the process's exit status.
@MainActor
public enum ReplLauncher {
    /// Exit status for a script that could not be opened (EX_NOINPUT).
    public static let scriptNotFoundStatus: Int32 = 66

    /// `progress` is attached to the terminal when the session is interactive.
    public static func run(
        navigator: ReplNavigator,
        currentLanguage: CurrentAppLanguage,
        options: ReplLaunchOptions,
        progress: ReplProgress = ReplProgress()
    ) async -> Int32 {
        let strings = ReplHostStrings.localizer(currentLanguage)
        guard let source = makeSource(options) else {
            writeError(strings.text(.scriptNotFound, ["path": options.scriptPath ?? ""]))
            return scriptNotFoundStatus
        }
        let colour = source.isInteractive && wantsColour()
        if source.isInteractive { progress.attachToTerminal() }
        let interrupts = InterruptMonitor()
        interrupts.install()
        let session = ReplSession(
            navigator: navigator,
            source: source,
            output: StandardOutputWriter(usesColour: colour),
            currentLanguage: currentLanguage,
            options: ReplSessionOptions(strict: options.strict, echoCommands: options.echoCommands),
            interrupts: interrupts,
            progress: progress
        )
        switch await session.run() {
        case .finished:
            return 0
        case .failed(let line, let message):
            writeError(strings.text(.scriptStopped, ["line": String(line), "message": message]))
            return 1
        }
    }

    private static func makeSource(_ options: ReplLaunchOptions) -> LineSource? {
        if let path = options.scriptPath, path != "-" {
            return ByteLineReader.script(atPath: path)
        }
        if options.scriptPath == nil && TerminalLineEditor.standardInputIsTerminal() {
            return TerminalLineEditor(historyFileURL: options.historyFileURL, usesColour: wantsColour())
        }
        return ByteLineReader()
    }

    /// Colour unless `NO_COLOR` is set (https://no-color.org) or the terminal is dumb.
    private static func wantsColour() -> Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    private static func writeError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
