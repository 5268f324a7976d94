import ReplHost
import ReplKit
import SystemKit

/// Appends one line for each command typed to a file (`--coverage-log FILE`), as
/// ``CoverageLogLine`` writes it. The file is the owner's alone (0600) and appended to, as
/// the analytics log is (`LineFileSink`). Each line is written before the command runs, so
/// a session that is stopped keeps what it reached; a file that stops taking lines (a full
/// disk) is reported once through `onFailure`, and the session goes on.
@MainActor
final class CommandCoverageLog: ReplCommandObserver {
    private let file: LineFileSink

    /// Opens (creating when needed) the log at `path`; throws when it cannot be opened.
    init(path: String, onFailure: @escaping LineFileSink.FailureReport) throws {
        file = try LineFileSink.appending(to: path, onFailure: onFailure)
    }

    func session(resolved command: String?, typedOn screen: any ReplScreen) {
        file.write(CoverageLogLine.text(screen: screen.screenName, command: command) + "\n")
    }
}
