import Foundation
import Logging

/// Every line a logger was given, message and metadata, as text: for checking what reaches a log.
final class CapturedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// A logger at `trace` that writes here.
    var logger: Logger {
        var logger = Logger(label: "backend") { _ in Handler(log: self) }
        logger.logLevel = .trace
        return logger
    }

    var text: String {
        lock.withLock { lines.joined(separator: "\n") }
    }

    fileprivate func append(_ line: String) {
        lock.withLock { lines.append(line) }
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
            let all = metadata.merging(event.metadata ?? [:]) { _, new in new }
            log.append("\(event.level) \(event.message) \(all) \(event.error.map { "\($0)" } ?? "")")
        }
    }
}
