/// The person signed in on this device, as other features may know them: an id to tell one
/// account from another, and the name they gave. Never their email address or a token.
public struct SignedInPerson: Sendable, Equatable {
    public let accountId: String
    public let name: String

    public init(accountId: String, name: String) {
        self.accountId = accountId
        self.name = name
    }
}

/// Who is signed in: offered by the feature that keeps the account; Home greets the person
/// by it, and what follows the account (the wishlist) asks it whose data it holds.
public protocol AccountSession: Sendable {
    /// The person signed in now; `nil` when nobody is (or their session ended for good).
    func signedInPerson() async -> SignedInPerson?
}
