import FeatureContracts

/// Who is signed in, for other features: the session's account and the name saved with it.
public struct AccountSessionOffer: AccountSession {
    private let store: AccountSessionStore
    private let savedCopy: AccountSavedCopyDAO

    public init(store: AccountSessionStore, savedCopy: AccountSavedCopyDAO) {
        self.store = store
        self.savedCopy = savedCopy
    }

    public func signedInPerson() async -> SignedInPerson? {
        guard let tokens = store.tokens(), let copy = try? await savedCopy.savedCopy(),
            tokens.accountId == nil || tokens.accountId == copy.account.id
        else { return nil }
        return SignedInPerson(accountId: copy.account.id, name: copy.account.name)
    }
}
