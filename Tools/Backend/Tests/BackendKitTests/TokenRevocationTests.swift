import Foundation
import Testing

@testable import BackendKit

@Suite("Revoking tokens: /auth/revoke and /_backend/revoke")
struct TokenRevocationTests {
    let fixture = AccountsFixture()

    @Test("Given a refresh token When revoked Then 200, and neither it nor its access token works any more")
    func revokeRefreshToken() async throws {
        let tokens = try await fixture.signIn()

        let response = await fixture.send(
            "POST", "/auth/revoke", form: "token=\(tokens.refresh_token)&token_type_hint=refresh_token")

        #expect(response.status == 200)
        #expect(AccountsFixture.errorCode(await fixture.refresh(tokens.refresh_token)) == "invalid_grant")
        #expect(await fixture.send("GET", "/me", bearer: tokens.access_token).status == 401)
    }

    @Test("Given an access token sent as JSON When revoked Then 200 and its sign-in is over")
    func revokeAccessToken() async throws {
        let tokens = try await fixture.signIn()

        let response = await fixture.send("POST", "/auth/revoke", json: #"{"token":"\#(tokens.access_token)"}"#)

        #expect(response.status == 200)
        #expect(await fixture.send("GET", "/me", bearer: tokens.access_token).status == 401)
        #expect(await fixture.refresh(tokens.refresh_token).status == 400)
    }

    @Test("Given a token the backend never issued When revoked Then 200 all the same; without a token 400 invalid_request")
    func unknownToken() async throws {
        #expect(await fixture.send("POST", "/auth/revoke", form: "token=nothing-of-ours").status == 200)
        let missing = await fixture.send("POST", "/auth/revoke", form: "token_type_hint=access_token")
        #expect(missing.status == 400 && AccountsFixture.errorCode(missing) == "invalid_request")
    }

    @Test(
        "Given two sign-ins of an account When /_backend/revoke?email= signs it out everywhere Then every token of both fails, and a new sign-in works"
    )
    func signOutEverywhere() async throws {
        let first = try await fixture.signIn()
        let second = try await fixture.signIn()
        let grace = try await fixture.signIn("grace@example.com", "battery-staple-2")

        let response = await fixture.send("POST", "/_backend/revoke?email=ADA%40example.com")

        #expect(response.status == 200, "\(response.text)")
        for tokens in [first, second] {
            #expect(await fixture.send("GET", "/me", bearer: tokens.access_token).status == 401)
            #expect(await fixture.refresh(tokens.refresh_token).status == 400)
        }
        #expect(await fixture.send("GET", "/me", bearer: grace.access_token).status == 200)
        let again = try await fixture.signIn()
        #expect(await fixture.send("GET", "/me", bearer: again.access_token).status == 200)
    }

    @Test("Given an address no account has, or none When /_backend/revoke is asked Then 404 or 400")
    func signOutEverywhereRefused() async throws {
        #expect(await fixture.send("POST", "/_backend/revoke?email=nobody%40example.com").status == 404)
        #expect(await fixture.send("POST", "/_backend/revoke").status == 400)
    }
}
