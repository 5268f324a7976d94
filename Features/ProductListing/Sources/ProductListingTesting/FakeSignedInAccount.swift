import FeatureContracts
import Foundation
import ProductListingData
import SystemKit

/// An account feature as the wishlist sees it through `FeatureContracts`, held in memory: who
/// is signed in, and each account's wishlist on a backend that can be taken down and back.
public final class FakeSignedInAccount: AccountSession, AccountWishlistRemote {
    private struct State {
        var person: SignedInPerson?
        /// Product ids by account id.
        var saved: [String: [String]] = [:]
        var isReachable = true
        var requests: [String] = []
    }

    /// The account whose wishlist ``init(signedIn:saved:)`` fills: `acc-1`.
    public static let firstAccountId = "acc-1"
    private let state = LockedState(State())

    /// `saved`: what the account `acc-1` holds already.
    public init(signedIn person: SignedInPerson? = nil, saved: [String] = []) {
        state.withLock { state in
            state.person = person
            state.saved[Self.firstAccountId] = saved
        }
    }

    /// The links the wishlist follows this account by.
    public var links: WishlistAccountLinks {
        WishlistAccountLinks(session: { self }, remote: { self })
    }

    public func signIn(_ person: SignedInPerson) { state.withLock { $0.person = person } }
    public func signOut() { state.withLock { $0.person = nil } }
    public func takeDown() { state.withLock { $0.isReachable = false } }
    public func bringUp() { state.withLock { $0.isReachable = true } }
    /// The signed-in account's wishlist on the backend (`acc-1`'s when nobody is), sorted.
    public var saved: [String] {
        state.withLock { ($0.saved[$0.person?.accountId ?? Self.firstAccountId] ?? []).sorted() }
    }
    /// Every request the backend answered: `GET`, `PUT id`, `DELETE id`.
    public var requests: [String] { state.withLock { $0.requests } }

    /// Saves a product on the account from elsewhere (another device).
    public func saveElsewhere(_ productId: String) {
        state.withLock { $0.saved[$0.person?.accountId ?? Self.firstAccountId, default: []].append(productId) }
    }

    public func signedInPerson() async -> SignedInPerson? {
        state.withLock { $0.person }
    }

    public func savedProducts() async throws(AccountWishlistFailure) -> [AccountWishlistEntry] {
        try answer("GET").map { AccountWishlistEntry(productId: $0, addedAt: Date(timeIntervalSince1970: 0)) }
    }

    public func saveProduct(_ productId: String) async throws(AccountWishlistFailure) {
        _ = try answer("PUT \(productId)") { if !$0.contains(productId) { $0.append(productId) } }
    }

    public func removeProduct(_ productId: String) async throws(AccountWishlistFailure) {
        _ = try answer("DELETE \(productId)") { $0.removeAll { $0 == productId } }
    }

    private func answer(_ request: String, change: (inout [String]) -> Void = { _ in }) throws(AccountWishlistFailure)
        -> [String]
    {
        let result: Result<[String], AccountWishlistFailure> = state.withLock { state in
            guard let person = state.person else { return .failure(.notSignedIn) }
            guard state.isReachable else { return .failure(.unreachable) }
            state.requests.append(request)
            change(&state.saved[person.accountId, default: []])
            return .success(state.saved[person.accountId] ?? [])
        }
        return try result.get()
    }
}
