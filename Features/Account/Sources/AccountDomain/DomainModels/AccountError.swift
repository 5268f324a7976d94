/// Why an account action could not be done, in the feature's own terms.
public enum AccountError: Error, Equatable, Sendable {
    /// The app is not pointed at a backend (no `--backend` or `--env`): there are no accounts.
    case noBackend
    /// The backend could not be reached.
    case backendUnreachable
    /// The email address and password do not match an account.
    case wrongEmailOrPassword
    /// Too many sign-ins failed lately; the backend asks to wait this many seconds, when it said.
    case tooManyAttempts(retryAfterSeconds: Int?)
    /// The backend finds the password too weak.
    case weakPassword
    /// An account with that email address exists already.
    case emailTaken
    /// What was typed is not an email address.
    case invalidEmail
    /// An empty password, or one the app will not send (a line break in it).
    case emptyPassword
    /// No name was typed.
    case emptyName
    /// The reset code is wrong or has expired.
    case invalidCode
    /// The email typed to confirm deleting the account is not the account's.
    case confirmationMismatch
    /// Nobody is signed in.
    case notSignedIn
    /// Somebody is signed in already.
    case alreadySignedIn(name: String)
    /// The backend ended the session while the action ran: sign in again.
    case signedOutByBackend
    /// The backend answered with something else than the action needs.
    case backendProblem
}
