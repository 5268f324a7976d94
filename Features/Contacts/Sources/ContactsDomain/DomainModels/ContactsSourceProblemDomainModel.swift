/// Why the contacts source gave no usable page, when it was not simply out of reach.
public enum ContactsSourceProblemDomainModel: Equatable, Sendable {
    /// It answered with this HTTP error status (401, 403, 404, 500 …) after any retries.
    case errorStatus(Int)
    /// It is busy (429 or 503) and asked to be left alone for longer than the app waits.
    case busy
    /// It sent more than `limitBytes` bytes (after decompression); nothing of it was kept.
    case tooLarge(limitBytes: Int)
    /// What it sent was not a contacts page.
    case unreadable
    /// It has not answered yet; the saved copy stands until it does.
    case notAnsweredYet
}
