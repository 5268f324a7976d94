import Analytics
import FeatureContracts
import FeatureKit
import Foundation

/// Counts, for the signed-in person's account, what the app's analytics events say they did —
/// a tool opened (`tool_opened`), a lesson completed (`lesson_completed`), something shared
/// (`share`) — through the feature that offers ``FeatureContracts/AccountActivityRecording``.
/// The features that log those events know nothing of accounts; with no such feature, or
/// nobody signed in, nothing is counted.
final class AccountActivityAnalyticsSink: AnalyticsSink {
    /// Held weakly: the features the directory's offers come from hold the tracker holding this.
    private weak let contracts: FeatureContractDirectory?

    init(contracts: FeatureContractDirectory) {
        self.contracts = contracts
    }

    /// The actions counted, by event name.
    static let counted: [String: AccountActivityKind] = [
        "tool_opened": .toolOpened, "lesson_completed": .lessonCompleted, "share": .shared,
    ]

    func record(_ event: AnalyticsEvent, at time: Date) {
        guard event.kind == .action, let activity = Self.counted[event.name] else { return }
        contracts?.provider(of: (any AccountActivityRecording).self)?.record(activity)
    }

    func flush() {
        contracts?.provider(of: (any AccountActivityRecording).self)?.waitUntilRecorded()
    }
}
