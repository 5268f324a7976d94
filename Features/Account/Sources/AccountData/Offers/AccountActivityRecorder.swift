import Dispatch
import FeatureContracts

/// Counts what the signed-in person does, as the host's analytics sink reports it: each count
/// is written to the database on a queue of its own, so counting returns at once while a
/// command runs; nothing is counted while nobody is signed in.
public final class AccountActivityRecorder: AccountActivityRecording {
    private let session: AccountSessionStore
    private let dao: AccountActivityDAO
    private let queue = DispatchQueue(label: "account.activity")

    public init(session: AccountSessionStore, dao: AccountActivityDAO) {
        self.session = session
        self.dao = dao
    }

    public func record(_ activity: AccountActivityKind) {
        guard session.isSignedIn else { return }
        let increment: AccountActivityDataModel =
            switch activity {
            case .toolOpened: AccountActivityDataModel(toolOpens: 1)
            case .lessonCompleted: AccountActivityDataModel(lessonCompletions: 1)
            case .shared: AccountActivityDataModel(shares: 1)
            }
        queue.async { [dao] in try? dao.addNow(increment) }
    }

    /// Returns once every count recorded so far is in the database.
    public func waitUntilRecorded() {
        queue.sync {}
    }
}
