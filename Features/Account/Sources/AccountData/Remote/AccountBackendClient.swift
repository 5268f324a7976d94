import Foundation
import Logging
import Networking

/// Sends the account backend's requests through the host's transport (which adds the session's
/// token to requests to the backend and refreshes it once on a 401) and reads the answers:
/// error statuses become ``AccountBackendFailure``s with the body's OAuth `error` code.
public struct AccountBackendClient: Sendable {
    private let requests: AccountBackendRequests?
    private let reads: RemoteRequestRunner
    private let changes: RemoteRequestRunner

    /// `baseURL` is the backend's address (`nil`: the app has none, and every request fails as
    /// `noBackend`). Reads are tried once more after a transient failure; a sign-in, a
    /// registration or any other change is sent once.
    public init(
        baseURL: URL?, transport: any HTTPTransport,
        retryWait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        requests = baseURL.map(AccountBackendRequests.init(baseURL:))
        let fetcher = TransportFetcher(transport: transport, timeout: .seconds(10), maxBodyBytes: 1 << 20)
        let logger = Logger(label: "account.remote")
        reads = RemoteRequestRunner(
            fetcher: fetcher, retryPolicy: RetryPolicy(maxAttempts: 2, sleep: retryWait), logger: logger,
            finalFailureLevel: Self.failureLevel)
        changes = RemoteRequestRunner(fetcher: fetcher, retryPolicy: .never, logger: logger, finalFailureLevel: Self.failureLevel)
    }

    /// A refusal (a wrong password, a taken address, an expired session) is the person's to be
    /// told on screen, not a server's fault: `notice`, like being offline.
    @Sendable
    static func failureLevel(_ failure: RemoteFailure) -> Logger.Level {
        if case .httpStatus(let status, _) = failure, (400...499).contains(status) { return .notice }
        return RemoteRequestRunner.expectedFailureLevel(failure)
    }

    /// The 2xx answer to the request `build` makes, read by `decode` (`nil` from it: the answer
    /// cannot be used).
    func send<Value>(
        _ build: (AccountBackendRequests) -> HTTPRequest, isChange: Bool = true, decode: (HTTPResponse) -> Value?
    ) async throws(AccountBackendFailure) -> Value {
        guard let requests else { throw .noBackend }
        let request = build(requests)
        var refusal: HTTPResponse?
        let runner = isChange ? changes : reads
        do {
            return try await runner.send(
                request,
                failureForErrorStatus: { response in
                    refusal = response
                    return nil
                },
                decode: { response throws(RemoteFailure) in
                    guard let value = decode(response) else { throw RemoteFailure.malformedResponse }
                    return value
                })
        } catch {
            throw Self.failure(error, refusal: refusal)
        }
    }

    /// The request `build` makes, sent for its status alone.
    func send(_ build: (AccountBackendRequests) -> HTTPRequest, isChange: Bool = true) async throws(AccountBackendFailure) {
        try await send(build, isChange: isChange) { _ in () }
    }

    /// Decodes `T` from a JSON body.
    static func json<T: Decodable>(_ type: T.Type) -> (HTTPResponse) -> T? {
        { response in try? JSONDecoder().decode(T.self, from: response.body) }
    }

    private static func failure(_ failure: RemoteFailure, refusal: HTTPResponse?) -> AccountBackendFailure {
        switch failure {
        case .unreachable, .timedOut, .cancelled:
            return .unreachable
        case .malformedResponse, .tooLarge, .graphQL:
            return .badAnswer
        case .httpStatus(let status, let retryAfter):
            let code = refusal.flatMap { try? JSONDecoder().decode(OAuthErrorDTO.self, from: $0.body) }?.error
            switch status {
            case 401: return .unauthorized
            case 429: return .tooManyAttempts(retryAfterSeconds: retryAfter.map { Int($0.components.seconds) })
            case 400...499: return .refused(status: status, error: code)
            default: return .badAnswer
            }
        }
    }
}
