import Foundation
import Logging

/// Sets up swift-log once per process for the app's chosen level and destination.
public enum AppLogging {
    /// Bootstraps the logging system. Call once, before the first `Logger` is made.
    /// Throws when the log file cannot be opened.
    public static func bootstrap(level: Logger.Level, destination: LogDestination) throws {
        switch destination {
        case .standardError:
            LoggingSystem.bootstrap { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            }
        case .file(let path):
            let sink = try LogLineSink.appending(to: path)
            LoggingSystem.bootstrap { label in
                FileLogHandler(label: label, sink: sink, level: level)
            }
        }
    }

    /// Parses a level name (`trace` … `critical`), ignoring case.
    public static func level(named name: String) -> Logger.Level? {
        Logger.Level(rawValue: name.lowercased())
    }
}
