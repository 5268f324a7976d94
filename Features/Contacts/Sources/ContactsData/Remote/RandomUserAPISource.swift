import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging

/// Contacts from a randomuser.me-compatible REST API (`https://randomuser.me/api/1.4/`,
/// the project's local backend, or any server that speaks the same protocol).
///
/// Each page is one `GET` of the endpoint with `results`, `page`, `seed` and the optional
/// filters as query items. Failures come out as `ContactsSourceError`; transient ones
/// (unreachable, timed out, 429, 5xx) are tried again per the `RetryPolicy`.
public struct RandomUserAPISource: ContactsPageSource {
    /// The endpoint every page request is built on.
    public let endpoint: URL
    public let pageCount: Int
    public let retryPolicy: RetryPolicy
    private let fetcher: any HTTPFetching
    private let decoder: RandomUserResponseDecoder
    private let logger: Logger

    /// - Parameters:
    ///   - endpoint: the API's URL; its path and query stay, the page's query items are added.
    ///   - pageCount: how many pages the contact book has at this source.
    ///   - requestTimeout: how long a request may wait for data before it times out.
    ///   - retryPolicy: how often and after how long to try again after a transient failure.
    ///   - logger: where retries and failures are logged.
    public init(
        endpoint: URL,
        pageCount: Int = 25,
        requestTimeout: Duration = .seconds(10),
        retryPolicy: RetryPolicy = RetryPolicy(),
        logger: Logger = Logger(label: "contacts.remote")
    ) {
        self.init(
            endpoint: endpoint, pageCount: pageCount, retryPolicy: retryPolicy, logger: logger,
            fetcher: URLSessionHTTPFetcher(timeout: requestTimeout)
        )
    }

    /// A source that sends its requests through `fetcher` (which owns the timeout).
    public init(
        endpoint: URL, pageCount: Int = 25, retryPolicy: RetryPolicy = RetryPolicy(), logger: Logger,
        fetcher: any HTTPFetching
    ) {
        self.endpoint = endpoint
        self.pageCount = pageCount
        self.retryPolicy = retryPolicy
        self.fetcher = fetcher
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
            logger.error("Cannot build a request URL", metadata: ["endpoint": "\(sourceDescription)"])
            throw .unreachable
        }
        var attempt = 1
        while true {
            do throws(ContactsSourceError) {
                guard !Task.isCancelled else { throw ContactsSourceError.cancelled }
                return try await fetchOnce(url)
            } catch {
                try await handleFailure(error, attempt: attempt, url: url)
                attempt += 1
            }
        }
    }

    /// One request and, for a 2xx answer, its decoding.
    private func fetchOnce(_ url: URL) async throws(ContactsSourceError) -> ContactsSourcePageDataModel {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "GET"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData

        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await fetcher.fetch(urlRequest)
        } catch {
            throw RemoteErrorMapping.transportError(error)
        }
        guard (200...299).contains(response.statusCode) else { throw .httpStatus(response.statusCode) }
        do {
            return try decoder.decodePage(from: data)
        } catch {
            throw RemoteErrorMapping.decodingError(error)
        }
    }

    /// Returns when attempt number `attempt` failed with a transient `error` and another
    /// attempt may follow (after the policy's wait); throws `error` when it is final.
    private func handleFailure(
        _ error: ContactsSourceError, attempt: Int, url: URL
    ) async throws(ContactsSourceError) {
        var metadata: Logger.Metadata = [
            "url": "\(url.absoluteString)", "attempt": "\(attempt)", "error": "\(error)",
        ]
        if error == .cancelled {
            logger.info("Contacts request cancelled", metadata: metadata)
            throw error
        }
        guard error.isTransient, attempt < retryPolicy.maxAttempts else {
            logger.error("Contacts request failed", metadata: metadata)
            throw error
        }
        let delay = retryPolicy.delay(afterAttempt: attempt)
        metadata["delay"] = "\(delay)"
        logger.notice("Contacts request failed; trying again", metadata: metadata)
        do {
            try await retryPolicy.sleep(delay)
        } catch {
            logger.info("Contacts request cancelled while waiting to try again", metadata: metadata)
            throw .cancelled
        }
        guard !Task.isCancelled else {
            logger.info("Contacts request cancelled while waiting to try again", metadata: metadata)
            throw .cancelled
        }
    }
}
