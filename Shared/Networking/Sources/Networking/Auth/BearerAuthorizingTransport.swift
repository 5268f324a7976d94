import Foundation

/// The host's transport with the signed-in person's access token added to every request to
/// the app's backend — and to no other host: a request to randomuser.me or a products server
/// elsewhere goes exactly as it was. When the backend answers 401 to a request that carried the
/// token, the token is refreshed once (``SingleFlightTokenRefresh``: one refresh however many
/// requests were refused at once) and the request is sent once more with the new one; a second
/// 401, or no new token, is the answer. A request that has its own `Authorization` header, or is
/// sent within ``BearerTokenScope/withoutToken(_:)``, is left alone.
public struct BearerAuthorizingTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let backend: RequestOrigin?
    private let tokens: any BearerTokenSource
    private let refresh: SingleFlightTokenRefresh

    /// `base` carries the bytes; `backend` is the address of the backend the app is pointed at.
    public init(base: any HTTPTransport, backend: URL, tokens: any BearerTokenSource) {
        self.base = base
        self.backend = RequestOrigin(backend)
        self.tokens = tokens
        refresh = SingleFlightTokenRefresh(source: tokens)
    }

    public func send(_ request: HTTPRequest, decompressionLimit: Int, to receiver: inout HTTPResponseReceiver) async throws {
        guard isForBackend(request), let token = await tokens.accessToken() else {
            try await base.send(request, decompressionLimit: decompressionLimit, to: &receiver)
            return
        }
        var firstAnswer = receiver
        try await base.send(Self.authorized(request, with: token), decompressionLimit: decompressionLimit, to: &firstAnswer)
        guard firstAnswer.response?.status == 401, let renewed = await refresh.token(replacing: token), renewed != token
        else {
            receiver = firstAnswer
            return
        }
        try await base.send(Self.authorized(request, with: renewed), decompressionLimit: decompressionLimit, to: &receiver)
    }

    /// Whether `request` may carry the token: to the backend, asking for none of its own.
    private func isForBackend(_ request: HTTPRequest) -> Bool {
        guard !BearerTokenScope.isWithoutToken, request.headers["Authorization"] == nil, let backend else { return false }
        return backend.contains(request.url)
    }

    private static func authorized(_ request: HTTPRequest, with token: String) -> HTTPRequest {
        var authorized = request
        authorized.headers["Authorization"] = "Bearer " + token
        return authorized
    }
}
