import Foundation
import Testing

@testable import BackendKit

@Suite("Access tokens on the /me routes")
struct BearerAuthenticationTests {
    let fixture = AccountsFixture()

    @Test("Given a fresh access token When /me is asked Then the account comes back")
    func me() async throws {
        let tokens = try await fixture.signIn()

        let response = await fixture.send("GET", "/me", bearer: tokens.access_token)

        #expect(response.status == 200)
        #expect(
            response.text
                == #"{"id":"00000000-0000-4000-8000-00000000ada1","name":"Ada Lovelace","email":"ada@example.com","#
                + #""memberSince":"2026-01-05T09:40:00Z"}"#)
    }

    @Test(
        "Given no Authorization, or another scheme When /me is asked Then 401 with the realm and no error code in the challenge")
    func missingToken() async throws {
        for headers in [[], [BackendRequest.Header("Authorization", "Basic YWRhOnB3")]] {
            let response = await fixture.send("GET", "/me", headers: headers)

            #expect(response.status == 401)
            #expect(response.header("WWW-Authenticate") == #"Bearer realm="mosaic""#)
            #expect(AccountsFixture.errorCode(response) == "invalid_token")
        }
    }

    @Test(
        "Given a malformed token When /me is asked Then 401 invalid_token in the challenge and the body",
        arguments: ["", "not-a-jwt", "a.b.c", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0."])
    func malformedToken(_ token: String) async throws {
        let response = await fixture.send("GET", "/me", headers: [.init("Authorization", "Bearer \(token)")])

        Self.expectInvalidToken(response)
    }

    @Test("Given a token whose signature is not the backend's When /me is asked Then 401 invalid_token")
    func forgedToken() async throws {
        let tokens = try await fixture.signIn()
        let parts = tokens.access_token.split(separator: ".")
        let forgedSignature = SecretTokens.base64URL(SecretTokens.randomBytes(32))
        // A token another key signed: the same claims, another backend.
        let other = AccountsFixture(clock: fixture.clock) { $0.accounts.signingKey = Array(repeating: 7, count: 32) }
        let othersToken = try await other.signIn().access_token

        Self.expectInvalidToken(await fixture.send("GET", "/me", bearer: "\(parts[0]).\(parts[1]).\(forgedSignature)"))
        Self.expectInvalidToken(await fixture.send("GET", "/me", bearer: othersToken))
    }

    @Test("Given an access token When 15 minutes have passed on the backend's clock Then 401 invalid_token, said expired")
    func expiredToken() async throws {
        let tokens = try await fixture.signIn()
        fixture.clock.advance(by: 899)
        #expect(await fixture.send("GET", "/me", bearer: tokens.access_token).status == 200)

        fixture.clock.advance(by: 1)
        let response = await fixture.send("GET", "/me", bearer: tokens.access_token)

        Self.expectInvalidToken(response)
        #expect((try AccountsFixture.object(response)["error_description"] as? String)?.contains("expired") == true)
    }

    @Test("Given an access token whose sign-in was revoked When /me is asked Then 401 invalid_token")
    func revokedToken() async throws {
        let tokens = try await fixture.signIn()
        _ = await fixture.send("POST", "/auth/revoke", form: "token=\(tokens.refresh_token)")

        Self.expectInvalidToken(await fixture.send("GET", "/me", bearer: tokens.access_token))
    }

    @Test("Given an unknown /me path or a method it does not take When asked Then 404 or 405, before the token is looked at")
    func unknownRoutes() async throws {
        #expect(await fixture.send("GET", "/me/nothing").status == 404)
        let response = await fixture.send("POST", "/me")
        #expect(response.status == 405 && response.header("Allow") == "GET, DELETE")
    }

    static func expectInvalidToken(_ response: BackendResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.status == 401, sourceLocation: sourceLocation)
        #expect(response.header("WWW-Authenticate") == #"Bearer error="invalid_token""#, sourceLocation: sourceLocation)
        #expect(AccountsFixture.errorCode(response) == "invalid_token", sourceLocation: sourceLocation)
    }
}
