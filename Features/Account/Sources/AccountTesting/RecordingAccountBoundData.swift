import FeatureContracts
import SystemKit

/// A feature that keeps something of the account's, as a test sees it: what it was told, in order.
public final class RecordingAccountBoundData: AccountBoundData {
    public enum Event: Equatable, Sendable {
        case signedIn(SignedInPerson)
        case signedOut
        case sendPendingChanges
    }

    private let recorded = LockedState<[Event]>([])

    public init() {}

    public var events: [Event] { recorded.withLock { $0 } }

    public func accountSignedIn(_ person: SignedInPerson) async { recorded.withLock { $0.append(.signedIn(person)) } }

    public func accountSignedOut() async { recorded.withLock { $0.append(.signedOut) } }

    public func sendPendingChanges() async { recorded.withLock { $0.append(.sendPendingChanges) } }
}
