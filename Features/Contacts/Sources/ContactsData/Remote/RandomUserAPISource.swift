import Foundation
import Logging
import Networking

/// Contacts from a randomuser.me-compatible REST API (`https://randomuser.me/api/1.4/`,
/// the project's local backend, or any server that speaks the same protocol).
///
/// Each page is one `GET` of the endpoint with `results`, `page`, `seed` and the optional
/// filters as query items, sent through a `RemoteRequestRunner`. Failures come out as
/// `ContactsSourceError`; transient ones (unreachable, timed out, 429, 5xx except 501) are
/// tried again per the `RetryPolicy`, after the wait a 429 or 503 asks for when it says.
public struct RandomUserAPISource: ContactsPageSource {
    /// The largest answer read when none is given: 16 MiB, far above a page of 5,000 contacts.
    public static let defaultMaxResponseBytes = TransportFetcher.defaultMaxBodyBytes

    /// The contacts a remote book holds when none is given: 25 pages of 20.
    public static let defaultContactCount = 500

    /// The endpoint every page request is built on.
    public let endpoint: URL
    /// How many contacts the book has at this source (randomuser.me never runs out); a short
    /// or empty page from the server ends it sooner (see `ContactsRepository`).
    public let contactCount: Int
    public let retryPolicy: RetryPolicy
    private let runner: RemoteRequestRunner
    private let decoder: RandomUserResponseDecoder
    private let logger: Logger

    /// - Parameters:
    ///   - endpoint: the API's URL; its path and query stay, the page's query items are added.
    ///   - transport: what carries the requests (the host's live transport, or a test's).
    ///   - contactCount: how many contacts the contact book has at this source.
    ///   - requestTimeout: how long a request may take, from sending it to the last byte of the answer.
    ///   - maxResponseBytes: the largest answer read (after decompression); a larger one fails as `tooLarge`.
    ///   - retryPolicy: how often and after how long to try again after a transient failure.
    ///   - logger: where retries and failures are logged.
    ///   - now: today, for the decoder's checks of birth and registration dates.
    public init(
        endpoint: URL,
        transport: any HTTPTransport,
        contactCount: Int = defaultContactCount,
        requestTimeout: Duration = .seconds(10),
        maxResponseBytes: Int = defaultMaxResponseBytes,
        retryPolicy: RetryPolicy = RetryPolicy(),
        logger: Logger = Logger(label: "contacts.remote"),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(
            endpoint: endpoint, contactCount: contactCount, retryPolicy: retryPolicy, logger: logger, now: now,
            fetcher: TransportFetcher(transport: transport, timeout: requestTimeout, maxBodyBytes: maxResponseBytes)
        )
    }

    /// A source that sends its requests through `fetcher` (which owns the timeout and the size bound).
    public init(
        endpoint: URL, contactCount: Int = defaultContactCount, retryPolicy: RetryPolicy = RetryPolicy(), logger: Logger,
        now: @escaping @Sendable () -> Date = { Date() }, fetcher: any HTTPFetching
    ) {
        self.endpoint = endpoint
        self.contactCount = max(0, contactCount)
        self.retryPolicy = retryPolicy
        self.runner = RemoteRequestRunner(fetcher: fetcher, retryPolicy: retryPolicy, logger: logger)
        self.decoder = RandomUserResponseDecoder(logger: logger, now: now)
        self.logger = logger
    }

    /// The book's size is the one asked for: a randomuser.me answer does not say how many
    /// contacts there are, so the book is known only once its last page has been fetched.
    public var reportsBookSize: Bool { false }

    /// Pages of `ContactsPageRequest.defaultPageSize` in the book.
    public var pageCount: Int {
        let size = ContactsPageRequest.defaultPageSize
        return (contactCount + size - 1) / size
    }

    /// The endpoint with its user name, password and secret-looking query values hidden:
    /// what logs and the database name this source by.
    public var sourceDescription: String { URLLogRedaction.redacted(endpoint) }

    /// Fetches and decodes one page, trying again after transient failures.
    /// Throws `ContactsSourceError` only.
    public func fetchPage(
        _ request: ContactsPageRequest
    ) async throws(ContactsSourceError) -> ContactsSourcePageDataModel {
        guard let url = RandomUserRequestURL.url(endpoint: endpoint, request: request) else {
            logger.error("Cannot build a request URL", metadata: ["endpoint": "\(URLLogRedaction.redacted(endpoint))"])
            throw .unreachable
        }
        let pageRequest = HTTPRequest(method: .get, url: url, headers: ["Accept": "application/json"])
        do {
            return try await runner.send(pageRequest) { response throws(RemoteFailure) in
                do {
                    return try decoder.decodePage(from: response.body, maxRecords: request.results)
                } catch {
                    throw .malformedResponse
                }
            }
        } catch {
            throw ContactsSourceError(error)
        }
    }
}
