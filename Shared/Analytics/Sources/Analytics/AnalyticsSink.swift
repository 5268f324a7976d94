import Foundation

/// Where events go. `record` is called on the thread that tracked the event, while a
/// command runs: it must return at once and leave any slow work (a file write) to
/// later. `flush` waits until everything recorded so far has gone where it goes.
public protocol AnalyticsSink: Sendable {
    func record(_ event: AnalyticsEvent, at time: Date)
    func flush()
}
