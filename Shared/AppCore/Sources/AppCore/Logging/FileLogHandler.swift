import Foundation
import Logging
import SystemKit

/// A swift-log handler that appends one line per record to a file.
public struct FileLogHandler: LogHandler {
    private let label: String
    private let sink: LineFileSink
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]

    init(label: String, sink: LineFileSink, level: Logger.Level) {
        self.label = label
        self.sink = sink
        self.logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let details =
            merged.isEmpty
            ? ""
            : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let timestamp = ISO8601DateFormatter().string(from: Date())
        sink.write("\(timestamp) \(event.level) \(label): \(event.message)\(details)\n")
    }
}
