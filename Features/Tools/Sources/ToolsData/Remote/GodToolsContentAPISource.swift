import Foundation
import Logging
import Networking

/// The tools catalog from a server that speaks the GodTools content API
/// (mobile-content-api): `GET /languages`, `GET /resources?filter[system]=GodTools&include=…`,
/// `GET /translations/files/{name}` and `POST /views`, all under `baseURL`.
///
/// Requests go through a `RemoteRequestRunner`: a whole-request timeout, a bound on the
/// answer's size, and transient failures (unreachable, timed out, 429, 5xx but 501) tried
/// again with backoff. A view is sent once: one that fails stays queued for the next try,
/// so waiting on a retry would only hold up the person.
public struct GodToolsContentAPISource: ToolsContentSource {
    /// The largest answer read: 16 MiB.
    public static let defaultMaxResponseBytes = TransportFetcher.defaultMaxBodyBytes
    static let mediaType = "application/vnd.api+json"

    public let baseURL: URL
    private let runner: RemoteRequestRunner
    private let viewsRunner: RemoteRequestRunner

    /// - Parameters:
    ///   - baseURL: where the API's paths start (`https://mobile-content-api.cru.org/`).
    ///   - transport: what carries the requests (the host's live transport, or a test's).
    ///   - requestTimeout: how long one request may take, answer included.
    ///   - retryPolicy: how often and after how long a transient failure is tried again.
    public init(
        baseURL: URL, transport: any HTTPTransport, requestTimeout: Duration = .seconds(10),
        maxResponseBytes: Int = defaultMaxResponseBytes,
        retryPolicy: RetryPolicy = RetryPolicy(), logger: Logger = Logger(label: "tools.remote")
    ) {
        self.init(
            baseURL: baseURL, retryPolicy: retryPolicy, logger: logger,
            fetcher: TransportFetcher(transport: transport, timeout: requestTimeout, maxBodyBytes: maxResponseBytes)
        )
    }

    /// A source that sends its requests through `fetcher` (which owns the timeout and the size bound).
    public init(baseURL: URL, retryPolicy: RetryPolicy = RetryPolicy(), logger: Logger, fetcher: any HTTPFetching) {
        self.baseURL = baseURL
        runner = RemoteRequestRunner(fetcher: fetcher, retryPolicy: retryPolicy, logger: logger)
        // A view that cannot be sent is kept and sent later: never an error for the person.
        viewsRunner = RemoteRequestRunner(
            fetcher: fetcher, retryPolicy: .never, logger: logger, finalFailureLevel: { _ in .notice })
    }

    public var sourceKey: String { "remote:" + baseURL.absoluteString }

    public func languages() async throws(ToolsContentSourceError) -> [ToolsLanguageDataModel] {
        try await get(ContentAPIRequests.languages(baseURL)) { data throws(ToolsContentDecodingError) in
            try GodToolsLanguagesDecoder().decode(data)
        }
    }

    public func resources() async throws(ToolsContentSourceError) -> ToolsResourcesDataModel {
        try await get(ContentAPIRequests.resources(baseURL)) { data throws(ToolsContentDecodingError) in
            try GodToolsResourcesDecoder().decode(data)
        }
    }

    public func file(named name: String) async throws(ToolsContentSourceError) -> Data {
        guard ToolsContentFileName.isSafe(name) else { throw .missing(name) }
        do {
            return try await runner.send(HTTPRequest(url: ContentAPIRequests.file(baseURL, named: name))).body
        } catch .httpStatus(404, _) {
            throw .missing(name)
        } catch {
            throw ToolsContentSourceError(error)
        }
    }

    public func postView(resourceId: String, quantity: Int) async throws(ToolsContentSourceError) {
        try await postOnce(
            ContentAPIRequests.views(baseURL), body: ContentAPIRequests.viewBody(resourceId: resourceId, quantity: quantity))
    }

    /// A JSON:API `POST` tried once (what fails stays queued by its caller).
    func postOnce(_ url: URL, body: Data) async throws(ToolsContentSourceError) {
        let request = HTTPRequest(
            method: .post, url: url, headers: ["Content-Type": Self.mediaType, "Accept": Self.mediaType], body: body)
        do {
            _ = try await viewsRunner.send(request)
        } catch {
            throw ToolsContentSourceError(error)
        }
    }

    /// A `GET` whose 2xx answer `decode` reads; an answer it cannot read is `unreadable`.
    func get<Value>(
        _ url: URL, decode: (Data) throws(ToolsContentDecodingError) -> Value
    ) async throws(ToolsContentSourceError) -> Value {
        let response: HTTPResponse
        do {
            response = try await runner.send(HTTPRequest(url: url, headers: ["Accept": Self.mediaType]))
        } catch {
            throw ToolsContentSourceError(error)
        }
        do {
            return try decode(response.body)
        } catch {
            throw .unreadable(url.path)
        }
    }
}

extension ToolsContentSourceError {
    /// The content source's name for a failure of the remote call.
    init(_ failure: RemoteFailure) {
        switch failure {
        case .unreachable: self = .unreachable
        case .timedOut: self = .timedOut
        case .httpStatus(let status, _): self = .httpStatus(status)
        case .malformedResponse, .graphQL: self = .unreadable("answer")
        case .tooLarge(let limit): self = .tooLarge(limit: limit)
        case .cancelled: self = .cancelled
        }
    }
}
