import Logging
import SystemKit

/// Log entries a test can read back.
final class CapturedLog: Sendable {
    struct Entry: Sendable {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
    }

    private let storage = LockedState<[Entry]>([])

    var entries: [Entry] {
        storage.withLock { $0 }
    }

    /// A logger, at `trace`, whose entries land here.
    func logger() -> Logger {
        var logger = Logger(label: "networking.tests") { _ in Handler(log: self) }
        logger.logLevel = .trace
        return logger
    }

    /// A logger that drops everything.
    static let quiet = Logger(label: "networking.tests") { _ in SwiftLogNoOpLogHandler() }

    fileprivate func append(_ entry: Entry) {
        storage.withLock { $0.append(entry) }
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
            log.append(Entry(level: event.level, message: event.message.description, metadata: merged.mapValues(\.description)))
        }
    }
}
