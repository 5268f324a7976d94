/// Something a feature keeps on this device that follows the signed-in person's account (the
/// wishlist): offered by that feature — several may offer it — and told by the feature that
/// keeps the account when the person signs in or out, which waits for each before it says
/// it is done, so a script's next command sees the result.
public protocol AccountBoundData: Sendable {
    /// `person` signed in on this device: merge what it holds with what their account holds.
    func accountSignedIn(_ person: SignedInPerson) async
    /// The person signed out, deleted their account or was signed out for good: keep nothing
    /// of theirs on this device.
    func accountSignedOut() async
    /// The backend answers again: send the changes made while it did not.
    func sendPendingChanges() async
}
