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
    public static let defaultMaxResponseBytes = AsyncHTTPClientFetcher.defaultMaxBodyBytes

    /// The endpoint every page request is built on.
    public let endpoint: URL
    public let pageCount: Int
    public let retryPolicy: RetryPolicy
    private let runner: RemoteRequestRunner
    private let decoder: RandomUserResponseDecoder
    private let logger: Logger

    /// - Parameters:
    ///   - endpoint: the API's URL; its path and query stay, the page's query items are added.
    ///   - pageCount: how many pages the contact book has at this source.
    ///   - requestTimeout: how long a request may take, from sending it to the last byte of the answer.
    ///   - maxResponseBytes: the largest answer read (after decompression); a larger one fails as `tooLarge`.
    ///   - retryPolicy: how often and after how long to try again after a transient failure.
    ///   - logger: where retries and failures are logged.
    public init(
        endpoint: URL,
        pageCount: Int = 25,
        requestTimeout: Duration = .seconds(10),
        maxResponseBytes: Int = defaultMaxResponseBytes,
        retryPolicy: RetryPolicy = RetryPolicy(),
        logger: Logger = Logger(label: "contacts.remote")
    ) {
        self.init(
            endpoint: endpoint, pageCount: pageCount, retryPolicy: retryPolicy, logger: logger,
            fetcher: AsyncHTTPClientFetcher(timeout: requestTimeout, maxBodyBytes: maxResponseBytes)
        )
    }

    /// A source that sends its requests through `fetcher` (which owns the timeout and the size bound).
    public init(
        endpoint: URL, pageCount: Int = 25, retryPolicy: RetryPolicy = RetryPolicy(), logger: Logger,
        fetcher: any HTTPFetching
    ) {
        self.endpoint = endpoint
        self.pageCount = pageCount
        self.retryPolicy = retryPolicy
        self.runner = RemoteRequestRunner(fetcher: fetcher, retryPolicy: retryPolicy, logger: logger)
        self.decoder = RandomUserResponseDecoder(logger: logger)
        self.logger = logger
    }

    public var sourceDescription: String { endpoint.absoluteString }

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
                    return try decoder.decodePage(from: response.body)
                } catch {
                    throw .malformedResponse
                }
            }
        } catch {
            throw ContactsSourceError(error)
        }
    }
}
