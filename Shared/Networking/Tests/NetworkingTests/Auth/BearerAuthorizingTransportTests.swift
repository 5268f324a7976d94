import Foundation
import Networking
import Testing

@Suite("Given the app pointed at its backend with a person signed in")
struct BearerAuthorizingTransportTests {
    /// The answer `transport` gives for `url`, sent straight to it: no timeout of the fetcher's, which
    /// a loaded machine could outrun while the in-memory server has not had its turn yet.
    private func fetch(_ url: URL, through transport: some HTTPTransport) async throws -> HTTPResponse {
        var receiver = HTTPResponseReceiver(maxBodyBytes: 1 << 20)
        try await transport.send(HTTPRequest(url: url), decompressionLimit: 1 << 20, to: &receiver)
        return try #require(receiver.response)
    }

    @Test("When a request goes to the backend Then it carries the access token as a bearer token")
    func tokenAddedForBackend() async throws {
        let server = RecordingTransport.backend(accepting: "A")
        let transport = BearerAuthorizingTransport(
            base: server, backend: AuthTestURLs.backend, tokens: FakeBearerTokens(current: "A"))

        let response = try await fetch(AuthTestURLs.url("http://127.0.0.1:8080/me"), through: transport)

        #expect(response.status == 200)
        #expect(server.received.map { $0.headers["Authorization"] } == ["Bearer A"])
    }

    @Test(
        "When requests go to a third-party host, another port or scheme of the backend's host, or carry a user in the URL Then none carries the token",
        arguments: [
            "https://randomuser.me/api/?results=10", "http://127.0.0.1:9090/me", "https://127.0.0.1:8080/me",
            "http://localhost:8080/me", "http://user@127.0.0.1:8080/me", "http://127.0.0.1.evil.test:8080/me",
        ])
    func tokenNeverLeavesTheBackend(address: String) async throws {
        let server = RecordingTransport { _ in 401 }
        let tokens = FakeBearerTokens(current: "A", refreshed: ["B"])
        let transport = BearerAuthorizingTransport(base: server, backend: AuthTestURLs.backend, tokens: tokens)

        let response = try await fetch(AuthTestURLs.url(address), through: transport)

        #expect(response.status == 401, "a third party's 401 is its answer")
        #expect(server.received.count == 1)
        #expect(server.received.allSatisfy { $0.headers["Authorization"] == nil })
        #expect(await tokens.refreshCount == 0)
    }

    @Test("When the backend refuses the token Then it is refreshed once and the request sent once more with the new one")
    func refreshOnceThenRetry() async throws {
        let server = RecordingTransport.backend(accepting: "B")
        let tokens = FakeBearerTokens(current: "A", refreshed: ["B"])
        let transport = BearerAuthorizingTransport(base: server, backend: AuthTestURLs.backend, tokens: tokens)

        let response = try await fetch(AuthTestURLs.url("http://127.0.0.1:8080/me/activity"), through: transport)

        #expect(response.status == 200)
        #expect(server.received.map { $0.headers["Authorization"] } == ["Bearer A", "Bearer B"])
        #expect(await tokens.refreshCount == 1)
    }

    @Test("When the new token is refused too Then that 401 is the answer: no second refresh, no third request")
    func retriedOnlyOnce() async throws {
        let server = RecordingTransport { _ in 401 }
        let tokens = FakeBearerTokens(current: "A", refreshed: ["B", "C"])
        let transport = BearerAuthorizingTransport(base: server, backend: AuthTestURLs.backend, tokens: tokens)

        let response = try await fetch(AuthTestURLs.url("http://127.0.0.1:8080/me"), through: transport)

        #expect(response.status == 401)
        #expect(server.received.count == 2)
        #expect(await tokens.refreshCount == 1)
    }

    @Test("When the refresh gives no token (refused, or the backend is gone) Then the 401 is the answer, not retried")
    func refreshFailed() async throws {
        let server = RecordingTransport { _ in 401 }
        let tokens = FakeBearerTokens(current: "A", refreshed: [nil])
        let transport = BearerAuthorizingTransport(base: server, backend: AuthTestURLs.backend, tokens: tokens)

        let response = try await fetch(AuthTestURLs.url("http://127.0.0.1:8080/me"), through: transport)

        #expect(response.status == 401)
        #expect(server.received.count == 1)
        #expect(await tokens.refreshCount == 1)
    }

    @Test("When many requests are refused at once Then one refresh serves them all and each is retried once with its token")
    func concurrentRefusalsShareOneRefresh() async throws {
        let server = RecordingTransport.backend(accepting: "B")
        let tokens = FakeBearerTokens(current: "A", refreshed: ["B", "C"], pause: .milliseconds(100))
        let transport = BearerAuthorizingTransport(base: server, backend: AuthTestURLs.backend, tokens: tokens)

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<25 {
                group.addTask {
                    try await fetch(AuthTestURLs.url("http://127.0.0.1:8080/me/wishlist/items/\(index)"), through: transport)
                        .status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 200, count: 25))
        #expect(await tokens.refreshCount == 1)
        #expect(server.received.filter { $0.headers["Authorization"] == "Bearer B" }.count == 25)
        #expect(server.received.count <= 50)
    }

    @Test("When a request refused with an old token comes after the refresh Then it takes the new token without another refresh")
    func lateRefusalTakesTheNewToken() async throws {
        let tokens = FakeBearerTokens(current: "A", refreshed: ["B", "C"])
        let refresh = SingleFlightTokenRefresh(source: tokens)

        let first = await refresh.token(replacing: "A")
        let late = await refresh.token(replacing: "A")

        #expect(first == "B")
        #expect(late == "B")
        #expect(await tokens.refreshCount == 1)
    }

    @Test("When nobody is signed in Then requests carry no token and a 401 is the answer, with no refresh")
    func signedOut() async throws {
        let server = RecordingTransport { _ in 401 }
        let tokens = FakeBearerTokens(current: nil, refreshed: ["B"])
        let transport = BearerAuthorizingTransport(base: server, backend: AuthTestURLs.backend, tokens: tokens)

        let response = try await fetch(AuthTestURLs.url("http://127.0.0.1:8080/me"), through: transport)

        #expect(response.status == 401)
        #expect(server.received.map { $0.headers["Authorization"] } == [nil])
        #expect(await tokens.refreshCount == 0)
    }

    @Test("When a request is sent without the token (a sign-in) Then it carries none and its 401 is not retried")
    func withoutTokenScope() async throws {
        let server = RecordingTransport { _ in 401 }
        let tokens = FakeBearerTokens(current: "A", refreshed: ["B"])
        let transport = BearerAuthorizingTransport(base: server, backend: AuthTestURLs.backend, tokens: tokens)

        let response = try await BearerTokenScope.withoutToken {
            try await fetch(AuthTestURLs.url("http://127.0.0.1:8080/auth/token"), through: transport)
        }

        #expect(response.status == 401)
        #expect(server.received.map { $0.headers["Authorization"] } == [nil])
        #expect(await tokens.refreshCount == 0)
    }

    @Test("When the backend lives under a path Then only requests under that path carry the token")
    func backendUnderAPath() async throws {
        let server = RecordingTransport { _ in 200 }
        let transport = BearerAuthorizingTransport(
            base: server, backend: AuthTestURLs.url("http://10.0.0.2/mosaic/"), tokens: FakeBearerTokens(current: "A"))

        _ = try await fetch(AuthTestURLs.url("http://10.0.0.2/mosaic/me"), through: transport)
        _ = try await fetch(AuthTestURLs.url("http://10.0.0.2/other/me"), through: transport)

        #expect(server.received.map { $0.headers["Authorization"] } == ["Bearer A", nil])
    }
}
