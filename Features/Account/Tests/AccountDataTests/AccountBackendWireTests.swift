import AccountData
import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

@Suite("Given the account backend's protocol")
struct AccountBackendWireTests {
    private func client(_ server: InProcessHTTPServer) -> AccountBackendClient {
        AccountBackendClient(baseURL: URL(string: "http://127.0.0.1:8080"), transport: server, retryWait: { _ in })
    }

    private static let ada =
        #"{"id":"u1","name":"Ada Lovelace","email":"ada@example.com","memberSince":"2026-01-15T12:00:00Z"}"#

    @Test("When signing in Then the password grant is sent form-encoded, every special character escaped")
    func passwordGrantIsAForm() async throws {
        let server = InProcessHTTPServer(responses: [
            .json(#"{"access_token":"at","token_type":"Bearer","expires_in":900,"refresh_token":"rt"}"#)
        ])

        let grant = try await AccountAuthAPI(client: client(server)).signIn(email: "ada+1@example.com", password: "p&ss=w rd+%")

        #expect(grant == TokenGrantDataModel(accessToken: "at", refreshToken: "rt", expiresInSeconds: 900))
        let request = try #require(server.receivedRequests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/auth/token")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(
            String(decoding: request.body, as: UTF8.self)
                == "grant_type=password&username=ada%2B1%40example.com&password=p%26ss%3Dw%20rd%2B%25")
    }

    @Test(
        "When a server answers a token request loosely (bearer in lower case, no expires_in, extra fields) Then the token is taken"
    )
    func laxTokenAnswer() async throws {
        let server = InProcessHTTPServer(responses: [
            .json(#"{"access_token":"at2","token_type":"bearer","scope":"all","id_token":"x"}"#)
        ])

        let grant = try await AccountAuthAPI(client: client(server)).refresh(refreshToken: "rt")

        #expect(grant == TokenGrantDataModel(accessToken: "at2", refreshToken: nil, expiresInSeconds: nil))
        #expect(String(decoding: server.receivedRequests[0].body, as: UTF8.self) == "grant_type=refresh_token&refresh_token=rt")
    }

    @Test("When a token answer is no bearer token, or one that could bend a header Then it is refused as a bad answer")
    func unusableTokens() async throws {
        for body in [
            #"{"access_token":"at","token_type":"MAC"}"#, #"{"access_token":"a\r\nX-Evil: 1"}"#, #"{"token_type":"Bearer"}"#,
        ] {
            let server = InProcessHTTPServer(responses: [.json(body)])
            await #expect(throws: AccountBackendFailure.badAnswer) {
                try await AccountAuthAPI(client: client(server)).refresh(refreshToken: "rt")
            }
        }
    }

    @Test("When registering Then the name, email and password go as JSON, and the account comes back")
    func registerIsJSON() async throws {
        let server = InProcessHTTPServer(responses: [.json(Self.ada, status: 201)])

        let account = try await AccountAuthAPI(client: client(server)).register(
            name: "Ada Lovelace", email: "ada@example.com", password: "correct \"horse\"")

        #expect(account.name == "Ada Lovelace")
        let body = try JSONSerialization.jsonObject(with: server.receivedRequests[0].body) as? [String: String]
        #expect(body == ["name": "Ada Lovelace", "email": "ada@example.com", "password": "correct \"horse\""])
    }

    @Test("When an account comes with a numeric id, fractions of a second and fields unknown Then it is read")
    func tolerantAccount() async throws {
        let server = InProcessHTTPServer(responses: [
            .json(
                #"{"id":42,"name":"Ada\u001b[2J Lovelace","email":"ada@example.com","memberSince":"2026-01-15T12:00:00.250Z","plan":"pro"}"#
            )
        ])

        let account = try await AccountMeAPI(client: client(server)).account()

        #expect(account.id == "42")
        #expect(account.name == "Ada Lovelace", "escape sequences from a server never reach the screen")
        #expect(abs(account.memberSince.timeIntervalSince1970 - 1_768_478_400.25) < 0.001)
    }

    @Test(
        "When the backend refuses Then its error code is kept",
        arguments: [
            (400, #"{"error":"invalid_grant"}"#, AccountBackendFailure.refused(status: 400, error: "invalid_grant")),
            (422, #"{"error":"email_taken","error_description":"taken"}"#, .refused(status: 422, error: "email_taken")),
            (400, "not json", .refused(status: 400, error: nil)),
            (401, #"{"error":"invalid_token"}"#, .unauthorized),
            (503, "", .badAnswer),
        ])
    func refusals(status: Int, body: String, expected: AccountBackendFailure) async throws {
        let server = InProcessHTTPServer(responses: [.json(body, status: status)])

        await #expect(throws: expected) {
            try await AccountAuthAPI(client: client(server)).signIn(email: "ada@example.com", password: "x")
        }
    }

    @Test("When sign-ins are refused for a while Then the wait the backend asks for is kept")
    func tooManyAttempts() async throws {
        var answer = LoopbackHTTPResponse.json(#"{"error":"too_many_attempts"}"#, status: 429)
        answer.headers["Retry-After"] = "600"
        let server = InProcessHTTPServer(responses: [answer])

        await #expect(throws: AccountBackendFailure.tooManyAttempts(retryAfterSeconds: 600)) {
            try await AccountAuthAPI(client: client(server)).signIn(email: "ada@example.com", password: "x")
        }
        #expect(server.receivedRequests.count == 1, "a sign-in is never sent twice on its own")
    }

    @Test("When the wishlist is read Then items that cannot be read are left out, never the list")
    func lossyWishlist() async throws {
        let server = InProcessHTTPServer(responses: [
            .json(
                #"{"items":[{"productId":"MS1-navy","addedAt":"2026-01-15T12:00:00Z"},7,{"addedAt":"x"},{"productId":"MS2-red"}]}"#
            )
        ])

        let entries = try await AccountMeAPI(client: client(server)).wishlist()

        #expect(entries.map(\.productId) == ["MS1-navy", "MS2-red"])
    }

    @Test("When a product is saved or removed Then its id is one path segment, escaped")
    func wishlistPaths() async throws {
        let server = InProcessHTTPServer(responses: [.text(status: 204)])
        let me = AccountMeAPI(client: client(server))

        try await me.saveToWishlist("MS1/navy blue")
        try await me.removeFromWishlist("MS1-navy")

        #expect(server.receivedRequests.map(\.method) == ["PUT", "DELETE"])
        #expect(server.receivedRequests.map(\.target) == ["/me/wishlist/items/MS1%2Fnavy%20blue", "/me/wishlist/items/MS1-navy"])
    }

    @Test("When activity is sent Then the increments go as JSON and the totals come back")
    func activity() async throws {
        let server = InProcessHTTPServer(responses: [.json(#"{"toolOpens":5,"lessonCompletions":"x","shares":2}"#)])

        let totals = try await AccountMeAPI(client: client(server)).addActivity(
            AccountActivityDataModel(toolOpens: 1, lessonCompletions: 0, shares: 2))

        #expect(totals == AccountActivityDataModel(toolOpens: 5, lessonCompletions: 0, shares: 2))
        #expect(
            String(decoding: server.receivedRequests[0].body, as: UTF8.self)
                == #"{"toolOpens":1,"lessonCompletions":0,"shares":2}"#)
    }

    @Test("When the app has no backend Then nothing is sent and the failure says so")
    func noBackend() async throws {
        let server = InProcessHTTPServer(responses: [.json("{}")])
        let client = AccountBackendClient(baseURL: nil, transport: server)

        await #expect(throws: AccountBackendFailure.noBackend) { try await AccountMeAPI(client: client).account() }
        #expect(server.receivedRequests.isEmpty)
    }
}
