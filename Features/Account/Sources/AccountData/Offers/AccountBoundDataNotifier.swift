import FeatureContracts

/// Tells every feature that keeps something of the signed-in person's (the wishlist) what
/// happened to the session, and waits for each.
public struct AccountBoundDataNotifier: Sendable {
    private let keepers: @Sendable () -> [any AccountBoundData]

    /// `keepers` finds them when asked: they are resolved once every feature is built.
    public init(keepers: @escaping @Sendable () -> [any AccountBoundData]) {
        self.keepers = keepers
    }

    public func signedIn(_ person: SignedInPerson) async {
        for keeper in keepers() { await keeper.accountSignedIn(person) }
    }

    public func signedOut() async {
        for keeper in keepers() { await keeper.accountSignedOut() }
    }

    public func backendAnswers() async {
        for keeper in keepers() { await keeper.sendPendingChanges() }
    }
}
