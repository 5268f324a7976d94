import Analytics
import FeatureContracts
import FeatureKit
import Foundation
import SystemKit
import Testing

@testable import AppComposition

@Suite("Given the app's analytics and an account feature counting activity")
struct AccountActivityAnalyticsSinkTests {
    private final class CountingAccount: AccountActivityRecording {
        let counted = LockedState<[AccountActivityKind]>([])
        func record(_ activity: AccountActivityKind) { counted.withLock { $0.append(activity) } }
        func waitUntilRecorded() {}
    }

    @Test(
        "When tools are opened, a lesson completed and a product shared Then each is counted; screens and other actions are not")
    func countsTheThreeActions() {
        let contracts = FeatureContractDirectory()
        let account = CountingAccount()
        contracts.add([.of((any AccountActivityRecording).self, account)])
        let tracker = AnalyticsTracker.disabled.adding(AccountActivityAnalyticsSink(contracts: contracts))

        for event in [
            AnalyticsEvent.action("tool_opened", AnalyticsProperty("cru.tool", "kgp")), .screenView("tool_opened"),
            .action("lesson_completed"), .action("share", AnalyticsProperty("product_id", "MS1")), .action("add_to_bag"),
            .screenView("account"),
        ] {
            tracker.track(event)
        }

        #expect(account.counted.withLock { $0 } == [.toolOpened, .lessonCompleted, .shared])
    }

    @Test("When no feature counts activity Then events go on as before")
    func noAccountFeature() {
        let tracker = AnalyticsTracker.disabled.adding(AccountActivityAnalyticsSink(contracts: FeatureContractDirectory()))
        tracker.track(AnalyticsEvent.action("share"))
        tracker.flush()
    }
}
