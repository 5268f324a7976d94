import Networking

/// Where contacts come from: the bundled dataset or a randomuser.me-compatible
/// server. Both speak the same request and the same response format.
public protocol ContactsPageSource: Sendable {
    /// A short description for logs and messages, such as the server's URL.
    var sourceDescription: String { get }
    /// How many pages the contact book has at this source.
    var pageCount: Int { get }
    /// How many contacts the book has at this source, when the source knows.
    var contactCount: Int { get }
    /// Whether `contactCount` is the book's real size (the source reports it) rather than
    /// the size it was asked for (randomuser.me's `info` has no total).
    var reportsBookSize: Bool { get }
    /// The size of the book that requests like `request` (its `nat` and
    /// `gender`) page through.
    func bookSize(for request: ContactsPageRequest) -> ContactsBookSizeDataModel
    func fetchPage(_ request: ContactsPageRequest) async throws -> ContactsSourcePageDataModel
}

extension ContactsPageSource {
    /// Full pages of the default size, for sources that only know their page count.
    public var contactCount: Int { pageCount * ContactsPageRequest.defaultPageSize }

    /// Sources report their size unless they say otherwise.
    public var reportsBookSize: Bool { true }

    /// The source's whole book, for sources whose size does not depend on filters.
    public func bookSize(for request: ContactsPageRequest) -> ContactsBookSizeDataModel {
        ContactsBookSizeDataModel(pageCount: pageCount, contactCount: contactCount)
    }
}

/// Why a page could not be had from a source.
public enum ContactsSourceError: Error, Equatable, Sendable {
    /// No connection could be made (no network, refused, unknown host).
    case unreachable
    /// The source did not answer in time.
    case timedOut
    /// The source answered with an HTTP error status.
    case httpStatus(Int)
    /// The answer was not a randomuser.me response.
    case malformedResponse
    /// The answer was larger than `limit` bytes, so it was not read.
    case tooLarge(limit: Int)
    /// The request was cancelled (Ctrl-C).
    case cancelled

    /// Whether trying again later may work: unreachable, timed out, 408, 429 and 5xx except 501.
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut: return true
        case .httpStatus(let status): return RemoteFailure.isTransientStatus(status)
        case .malformedResponse, .tooLarge, .cancelled: return false
        }
    }
}
