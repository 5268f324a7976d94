import Foundation
import Logging
import SystemKit

/// Sets up swift-log once per process for the app's chosen level and destination.
public enum AppLogging {
    /// Told once when the log file stops taking lines: its path and why.
    public typealias LogFileFailureReport = @Sendable (_ path: String, _ failure: OutputFailure) -> Void

    /// Bootstraps the logging system. Call once, before the first `Logger` is made.
    /// Throws when the log file cannot be opened. When a line cannot be written to
    /// the log file later (a full disk), `onLogFileFailure` is called once and
    /// logging stops; the app goes on.
    public static func bootstrap(
        level: Logger.Level, destination: LogDestination, onLogFileFailure: @escaping LogFileFailureReport = { _, _ in }
    ) throws {
        LoggingSystem.bootstrap(try handlerMaker(level: level, destination: destination, onLogFileFailure: onLogFileFailure))
    }

    /// What `bootstrap` installs: a handler for each logger label, which redacts URL secrets
    /// (`RedactingLogHandler`) before the record is written.
    static func handlerMaker(
        level: Logger.Level, destination: LogDestination, onLogFileFailure: @escaping LogFileFailureReport = { _, _ in }
    ) throws -> @Sendable (String) -> any LogHandler {
        switch destination {
        case .standardError:
            return { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return RedactingLogHandler(handler)
            }
        case .file(let path):
            let sink = try LineFileSink.appending(to: path, onFailure: onLogFileFailure)
            return { label in
                RedactingLogHandler(FileLogHandler(label: label, sink: sink, level: level))
            }
        }
    }

    /// Parses a level name (`trace` … `critical`), ignoring case.
    public static func level(named name: String) -> Logger.Level? {
        Logger.Level(rawValue: name.lowercased())
    }
}
