import Dispatch
import Foundation
import SystemKit

/// Appends each event to a file as a line of JSON (`--analytics-log FILE`). The file is
/// the owner's alone (0600). Lines are written on a queue of their own, so tracking never
/// waits on the disk; `flush` waits for the queue. A file that stops taking lines (a full
/// disk) is reported once through `onFailure`, and the session goes on.
public final class JSONLinesAnalyticsSink: AnalyticsSink {
    private let file: LineFileSink
    private let queue = DispatchQueue(label: "analytics.log")

    /// Opens (creating when needed) the log at `path`; throws when it cannot be opened.
    public init(path: String, onFailure: @escaping LineFileSink.FailureReport = { _, _ in }) throws {
        file = try LineFileSink.appending(to: path, onFailure: onFailure)
    }

    public func record(_ event: AnalyticsEvent, at time: Date) {
        queue.async { [file] in
            file.write(AnalyticsLogLine.text(of: event, at: time) + "\n")
        }
    }

    public func flush() {
        queue.sync {}
    }
}
