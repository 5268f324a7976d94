/// Where the person's account stands on this device.
public enum AccountStatusDomainModel: Equatable, Sendable {
    /// Nobody is signed in.
    case signedOut
    /// Signed in: the account as the backend said it just now, or, when it could not be
    /// reached, the copy saved the last time it could (what was done since is still to send).
    case signedIn(AccountProfileDomainModel, isSavedCopy: Bool)
    /// The backend ended the session (the refresh token was revoked, the account deleted
    /// elsewhere): the person must sign in again; the copy saved before is still shown.
    case signedOutByBackend(savedCopy: AccountProfileDomainModel?)
}
