import Foundation
import SystemKit

/// Keeps events in memory, in the order they came: what tests look at.
public final class InMemoryAnalyticsSink: AnalyticsSink {
    private let recorded = LockedState<[AnalyticsEvent]>([])

    public init() {}

    public var events: [AnalyticsEvent] { recorded.withLock { $0 } }

    public func record(_ event: AnalyticsEvent, at time: Date) {
        recorded.withLock { $0.append(event) }
    }

    public func flush() {}
}
