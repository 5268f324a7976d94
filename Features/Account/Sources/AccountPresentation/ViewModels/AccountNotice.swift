import AccountDomain

/// What the account screen tells the person after they did something.
public enum AccountNotice: Equatable, Sendable {
    case signedIn(name: String)
    case registered(name: String)
    /// A reset code was asked for `email` (the backend says the same whether it has the account).
    case codeSent(email: String)
    case passwordChanged
    /// Signed out; `backendTold`: the backend revoked the session too.
    case signedOut(backendTold: Bool)
    case accountDeleted
    case failed(AccountError)
}
