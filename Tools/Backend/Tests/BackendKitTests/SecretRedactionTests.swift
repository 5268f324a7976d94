import Foundation
import NIOHTTP1
import Testing

@testable import BackendKit

@Suite("Passwords, tokens and codes never reach the request log or the log")
struct SecretRedactionTests {
    @Test(
        "Given a registration, sign-ins, a refresh, a revocation and a reset When the request log is read Then no secret sent is in it, and the rest is"
    )
    func requestLog() async throws {
        let fixture = AccountsFixture()
        _ = await fixture.send(
            "POST", "/auth/register", json: #"{"name":"Mary","email":"mary@example.com","password":"Orbit-1834"}"#)
        let tokens = try await fixture.signIn("mary@example.com", "Orbit-1834")
        let refreshed = try TokenAnswer(await fixture.refresh(tokens.refresh_token))
        _ = await fixture.send("GET", "/me", bearer: refreshed.access_token)
        _ = await fixture.send("POST", "/auth/revoke", json: #"{"token": "\#(refreshed.refresh_token)"}"#)
        _ = await fixture.send("POST", "/auth/token?access_token=\(refreshed.access_token)", form: "")
        _ = await fixture.send("POST", "/auth/forgot", json: #"{"email":"mary@example.com"}"#)
        let code = try #require(fixture.backend.mailbox.messages(to: "mary@example.com").last?.code)
        _ = await fixture.send(
            "POST", "/auth/reset", json: #"{"email":"mary@example.com","code":"\#(code)","password":"Comet-1835"}"#)

        let log = await fixture.send("GET", "/_backend/requests").text

        for secret in ["Orbit-1834", "Comet-1835", tokens.refresh_token, refreshed.refresh_token, refreshed.access_token, code] {
            #expect(!log.contains(secret), "\(secret) is in \(log)")
        }
        #expect(log.contains(#"\"password\":\"********\""#) && log.contains("password=********"))
        #expect(log.contains("refresh_token=********") && log.contains("access_token=********"))
        #expect(log.contains("mary@example.com") && log.contains("grant_type=refresh_token"))
    }

    @Test(
        "Given a backend logging at trace over loopback When a password, a token and a bearer header are sent Then none is in its log output"
    )
    func logOutput() async throws {
        let captured = CapturedLog()
        var configuration = BackendConfiguration()
        configuration.accounts.bcryptCost = 4
        configuration.logger = captured.logger
        let form = [("Content-Type", "application/x-www-form-urlencoded")]
        var secrets: [String] = ["correct-horse-1"]
        try await withBackend(Backend(configuration: configuration), logger: captured.logger) { _, client in
            let signIn = try await client.send(
                "/auth/token", method: .POST, body: "grant_type=password&username=ada%40example.com&password=correct-horse-1",
                headers: form)
            let tokens = try TokenAnswer(BackendResponse(status: signIn.status, body: signIn.body))
            secrets += [tokens.access_token, tokens.refresh_token]
            let me = try await client.send("/me", headers: [("Authorization", "Bearer \(tokens.access_token)")])
            #expect(me.status == 200)
            _ = try await client.send(
                "/auth/token", method: .POST, body: "grant_type=refresh_token&refresh_token=\(tokens.refresh_token)",
                headers: form)
            _ = try await client.send(
                "/auth/token", method: .POST, body: "grant_type=password&username=ada&password=correct-horse-1&", headers: form)
        }

        let output = captured.text
        for secret in secrets {
            #expect(!output.contains(secret), "\(secret) is in the log:\n\(output)")
        }
        #expect(output.contains("POST /auth/token") && output.contains("password=********"))
        #expect(output.contains("authorization") && !output.contains("Bearer "))
    }

    @Test(
        "Given JSON bodies When redacted Then only the secret members' values change, at any depth and however the key is written"
    )
    func jsonBodies() {
        let cases: [(String, String)] = [
            (#"{"email":"a@b.c", "password" : "x\"y"}"#, #"{"email":"a@b.c", "password" : "********"}"#),
            (#"{"a":{"token":{"deep":[1,"s"]}},"b":2}"#, #"{"a":{"token":"********"},"b":2}"#),
            (#"{"pass\u0077ord":12345,"note":"password"}"#, #"{"pass\u0077ord":"********","note":"password"}"#),
            (#"[{"code":"123456"},{"code":null}]"#, #"[{"code":"********"},{"code":"********"}]"#),
        ]
        for (body, redacted) in cases {
            let request = BackendRequest(method: "POST", target: "/auth/reset", body: Array(body.utf8))
            #expect(String(decoding: SecretRedaction.body(of: request), as: UTF8.self) == redacted)
        }
    }

    @Test(
        "Given a body that starts as JSON but is not When redacted Then it is withheld whole; another route's body is kept as sent"
    )
    func brokenJSONAndOtherRoutes() {
        let broken = BackendRequest(method: "POST", target: "/auth/token", body: Array(#"{"password":"hunter2""#.utf8))
        let other = BackendRequest(method: "POST", target: "/views", body: Array(#"{"password":"hunter2"}"#.utf8))

        #expect(SecretRedaction.body(of: broken) == Array("********".utf8))
        #expect(SecretRedaction.body(of: other) == other.body)
    }
}
