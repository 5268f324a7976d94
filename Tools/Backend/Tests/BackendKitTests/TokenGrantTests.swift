import Foundation
import Testing

@testable import BackendKit

@Suite("Tokens at /auth/token")
struct TokenGrantTests {
    let fixture = AccountsFixture()

    @Test("Given a seeded account When it signs in with the password grant Then 200 with Bearer tokens, not to be stored")
    func passwordGrant() async throws {
        let response = await fixture.send(
            "POST", "/auth/token", form: "grant_type=password&username=ada%40example.com&password=correct-horse-1")

        #expect(response.status == 200, "\(response.text)")
        #expect(response.header("Cache-Control") == "no-store")
        let object = try AccountsFixture.object(response)
        #expect(Array(object.keys).sorted() == ["access_token", "expires_in", "refresh_token", "token_type"])
        let tokens = try TokenAnswer(response)
        #expect(tokens.token_type == "Bearer" && tokens.expires_in == 900)
        #expect(tokens.access_token.split(separator: ".").count == 3)
        #expect(tokens.refresh_token.count == 43 && !tokens.refresh_token.contains(where: { "+/=".contains($0) }))
    }

    @Test("Given the same fields as JSON When signing in Then it is taken as the form is")
    func jsonBody() async throws {
        let response = await fixture.send(
            "POST", "/auth/token",
            json: #"{"grant_type":"password","username":"grace@example.com","password":"battery-staple-2"}"#)

        #expect(response.status == 200, "\(response.text)")
    }

    @Test("Given a body whose Content-Type says the other format When signing in Then it is read for what it is")
    func contentTypeTolerance() async throws {
        let jsonSentAsForm = await fixture.send(
            "POST", "/auth/token", form: #"{"grant_type":"password","username":"ada@example.com","password":"correct-horse-1"}"#)
        let formSentAsJSON = await fixture.send(
            "POST", "/auth/token", json: "grant_type=password&username=ada%40example.com&password=correct-horse-1")

        #expect(jsonSentAsForm.status == 200 && formSentAsJSON.status == 200)
    }

    @Test(
        "Given a wrong password or an unknown address When signing in Then 400 invalid_grant, alike",
        arguments: [("ada@example.com", "wrong-horse-1"), ("nobody@example.com", "correct-horse-1")])
    func wrongCredentials(_ email: String, _ password: String) async throws {
        let response = await fixture.send(
            "POST", "/auth/token", form: "grant_type=password&username=\(email)&password=\(password)")

        #expect(response.status == 400)
        #expect(AccountsFixture.errorCode(response) == "invalid_grant")
        #expect(response.header("Cache-Control") == "no-store")
    }

    @Test(
        "Given a grant the backend does not take, or fields missing When asked Then unsupported_grant_type or invalid_request",
        arguments: [
            ("grant_type=client_credentials", "unsupported_grant_type"), ("username=ada%40example.com", "invalid_request"),
            ("grant_type=password&username=ada%40example.com", "invalid_request"),
            ("grant_type=refresh_token", "invalid_request"), ("grant_type=password&grant_type=password", "invalid_request"),
        ])
    func refusedRequests(_ form: String, _ error: String) async throws {
        let response = await fixture.send("POST", "/auth/token", form: form)

        #expect(response.status == 400)
        #expect(AccountsFixture.errorCode(response) == error)
    }

    @Test("Given a refresh token When refreshed Then new tokens come, and the new refresh token refreshes in turn")
    func rotation() async throws {
        let first = try await fixture.signIn()

        let second = try TokenAnswer(await fixture.refresh(first.refresh_token))
        let third = await fixture.refresh(second.refresh_token)

        #expect(second.refresh_token != first.refresh_token && second.access_token != first.access_token)
        #expect(third.status == 200)
        #expect(await fixture.send("GET", "/me", bearer: second.access_token).status == 200)
    }

    @Test(
        "Given a refresh token already exchanged When presented again Then invalid_grant, and its whole family is revoked")
    func reuseRevokesTheFamily() async throws {
        let first = try await fixture.signIn()
        let second = try TokenAnswer(await fixture.refresh(first.refresh_token))
        let otherSignIn = try await fixture.signIn()

        let reused = await fixture.refresh(first.refresh_token)

        #expect(reused.status == 400 && AccountsFixture.errorCode(reused) == "invalid_grant")
        #expect(AccountsFixture.errorCode(await fixture.refresh(second.refresh_token)) == "invalid_grant")
        #expect(await fixture.send("GET", "/me", bearer: second.access_token).status == 401)
        // Another sign-in of the same account is another family, untouched.
        #expect(await fixture.refresh(otherSignIn.refresh_token).status == 200)
    }

    @Test("Given a refresh token When 30 days have passed Then it no longer refreshes")
    func refreshTokenExpires() async throws {
        let tokens = try await fixture.signIn()

        fixture.clock.advance(by: 30 * 24 * 60 * 60)

        #expect(AccountsFixture.errorCode(await fixture.refresh(tokens.refresh_token)) == "invalid_grant")
    }

    @Test("Given lifetimes set in the configuration When signing in Then expires_in and the refresh token's life follow them")
    func configuredLifetimes() async throws {
        let fixture = AccountsFixture {
            $0.accounts.accessTokenLifetime = 60
            $0.accounts.refreshTokenLifetime = 120
        }
        let tokens = try await fixture.signIn()
        #expect(tokens.expires_in == 60)

        fixture.clock.advance(by: 61)
        #expect(await fixture.send("GET", "/me", bearer: tokens.access_token).status == 401)
        let refreshed = try TokenAnswer(await fixture.refresh(tokens.refresh_token))

        fixture.clock.advance(by: 121)
        #expect(await fixture.refresh(refreshed.refresh_token).status == 400)
    }

    @Test("Given a refresh token that was never issued When refreshed Then invalid_grant")
    func unknownRefreshToken() async throws {
        let response = await fixture.refresh(SecretTokens.refreshToken())

        #expect(AccountsFixture.errorCode(response) == "invalid_grant")
    }
}
