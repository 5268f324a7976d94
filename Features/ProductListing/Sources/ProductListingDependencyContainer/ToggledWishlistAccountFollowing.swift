import FeatureContracts
import ProductListingDataDomainInterface

/// The wishlist's side of the account as the account feature is told of it, asking `isOn` (the
/// `wishlist` toggle) each time: while it is off, no wishlist is asked for or sent — a sign-in
/// and the backend coming back leave the wishlist as it is. Signing out still forgets the
/// account's wishlist, which sends nothing and keeps nothing of theirs on this device.
struct ToggledWishlistAccountFollowing: AccountBoundData {
    let following: WishlistAccountFollowing
    let isOn: @Sendable () -> Bool

    func accountSignedIn(_ person: SignedInPerson) async {
        guard isOn() else { return }
        await following.accountSignedIn(person)
    }

    func accountSignedOut() async {
        await following.accountSignedOut()
    }

    func sendPendingChanges() async {
        guard isOn() else { return }
        await following.sendPendingChanges()
    }
}
