import Analytics
import Foundation
import Testing

@Suite("Given an analytics tracker")
struct AnalyticsTrackerTests {
    private enum ShopEvent: AnalyticsEventConvertible {
        case addedToBag(sku: String)

        var analyticsEvent: AnalyticsEvent {
            switch self {
            case .addedToBag(let sku): .action("add_to_bag", AnalyticsProperty("sku", sku))
            }
        }
    }

    @Test("When typed events are tracked Then every sink gets them in order, as names and properties")
    func tracksToEverySink() {
        let first = InMemoryAnalyticsSink()
        let second = InMemoryAnalyticsSink()
        let tracker = AnalyticsTracker(sinks: [first, second])

        tracker.track(AnalyticsEvent.screenView("bag"))
        tracker.track(ShopEvent.addedToBag(sku: "SKU-1"))

        let expected = [AnalyticsEvent.screenView("bag"), .action("add_to_bag", AnalyticsProperty("sku", "SKU-1"))]
        #expect(first.events == expected)
        #expect(second.events == expected)
        #expect(first.events.last?["sku"] == "SKU-1")
        #expect(first.events.last?["size"] == nil)
    }

    @Test("When a sink is added to a tracker Then both the old sinks and the new one get what is tracked after")
    func addingASink() {
        let first = InMemoryAnalyticsSink()
        let added = InMemoryAnalyticsSink()
        let tracker = AnalyticsTracker.disabled.adding(first).adding(added)

        tracker.track(AnalyticsEvent.action("share"))

        #expect(tracker.isEnabled)
        #expect(first.events == [.action("share")])
        #expect(added.events == [.action("share")])
    }

    @Test("When the tracker is disabled Then it has no sinks and tracking does nothing")
    func disabledTracksNothing() {
        #expect(!AnalyticsTracker.disabled.isEnabled)
        AnalyticsTracker.disabled.track(AnalyticsEvent.screenView("home"))
        AnalyticsTracker.disabled.flush()
    }

    @Test("When many threads track at once Then no event is lost")
    func concurrentTracking() async {
        let sink = InMemoryAnalyticsSink()
        let tracker = AnalyticsTracker(sinks: [sink])
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { tracker.track(AnalyticsEvent.action("tap", AnalyticsProperty("n", "\(index)"))) }
            }
        }
        #expect(sink.events.count == 200)
        #expect(Set(sink.events.compactMap { $0["n"] }).count == 200)
    }
}
