import Foundation
import Logging

/// Sets up swift-log once per process for the app's chosen level and destination.
public enum AppLogging {
    /// Bootstraps the logging system. Call once, before the first `Logger` is made.
    /// Throws when the log file cannot be opened.
    public static func bootstrap(level: Logger.Level, destination: LogDestination) throws {
        LoggingSystem.bootstrap(try handlerMaker(level: level, destination: destination))
    }

    /// What `bootstrap` installs: a handler for each logger label, which redacts URL secrets
    /// (`RedactingLogHandler`) before the record is written.
    static func handlerMaker(
        level: Logger.Level, destination: LogDestination
    ) throws -> @Sendable (String) -> any LogHandler {
        switch destination {
        case .standardError:
            return { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return RedactingLogHandler(handler)
            }
        case .file(let path):
            let sink = try LogLineSink.appending(to: path)
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
