import Foundation

/// What ViewModels track events with. It hands each event, stamped with the app's
/// clock, to every sink; with no sinks (the default) tracking costs nothing.
public struct AnalyticsTracker: Sendable {
    /// Tracks nothing: the app without `--analytics-log`, a Demo, a test that does not look.
    public static let disabled = AnalyticsTracker(sinks: [])

    private let sinks: [any AnalyticsSink]
    private let now: @Sendable () -> Date

    /// `now` stamps each event (the app's clock, fixed by `--now` in scripts).
    public init(sinks: [any AnalyticsSink], now: @escaping @Sendable () -> Date = { Date() }) {
        self.sinks = sinks
        self.now = now
    }

    public var isEnabled: Bool { !sinks.isEmpty }

    /// The same tracker handing its events to `sink` too, stamped with the same clock.
    public func adding(_ sink: any AnalyticsSink) -> AnalyticsTracker {
        AnalyticsTracker(sinks: sinks + [sink], now: now)
    }

    public func track(_ event: some AnalyticsEventConvertible) {
        guard isEnabled else { return }
        let stamped = event.analyticsEvent
        let time = now()
        for sink in sinks {
            sink.record(stamped, at: time)
        }
    }

    /// Waits until every sink has written what it was given: at the end of a session.
    public func flush() {
        for sink in sinks {
            sink.flush()
        }
    }
}
