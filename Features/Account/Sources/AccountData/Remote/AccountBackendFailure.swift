/// Why a request to the account backend gave no usable answer.
public enum AccountBackendFailure: Error, Equatable, Sendable {
    /// The app is not pointed at a backend.
    case noBackend
    /// No answer: no connection, timed out, cancelled.
    case unreachable
    /// 401: the token was refused (after Networking's one refresh and retry).
    case unauthorized
    /// Another 4xx, with the OAuth-style `error` code the body gave (`invalid_grant`,
    /// `weak_password`, `email_taken`, `invalid_code` …), if any.
    case refused(status: Int, error: String?)
    /// 429 `too_many_attempts`, with the `Retry-After` seconds when sent.
    case tooManyAttempts(retryAfterSeconds: Int?)
    /// A 5xx, or a 2xx whose body could not be read.
    case badAnswer
}
