import Foundation
import Testing

@testable import BackendKit

@Suite("Scenarios break the account routes as they break the others")
struct AccountRoutesFaultTests {
    let fixture = AccountsFixture()

    @Test("Given /auth/token status 503 retry-after 5 When signing in Then 503 with Retry-After, and /me is untouched")
    func tokenRouteAnswers503() async throws {
        let tokens = try await fixture.signIn()
        let scenario = await fixture.send("POST", "/_backend/scenario", json: "/auth/token status 503 retry-after 5")
        #expect(scenario.status == 200)

        let response = await fixture.send(
            "POST", "/auth/token", form: "grant_type=password&username=ada%40example.com&password=correct-horse-1")

        #expect(response.status == 503 && response.header("Retry-After") == "5")
        #expect(await fixture.send("GET", "/me", bearer: tokens.access_token).status == 200)
    }

    @Test("Given /me latency and reset When asked Then the delay and the reset are performed")
    func meRouteFaults() async throws {
        let tokens = try await fixture.signIn()
        let rules = try ScenarioParser.parse("/me latency 200\n/me/wishlist reset").get()
        fixture.backend.scenario.replace(text: "", rules: rules)

        let slow = await fixture.backend.handle(
            BackendRequest(target: "/me", headers: [.init("Authorization", "Bearer \(tokens.access_token)")]))
        let reset = await fixture.backend.handle(BackendRequest(target: "/me/wishlist"))

        #expect(slow.delay == .milliseconds(200))
        guard case .respond(let answer) = slow.action else { throw UnexpectedOutcome() }
        #expect(answer.status == 200)
        #expect(reset.action == .reset)
    }

    @Test(
        "Given a signing key shorter than 32 bytes When an account route is asked Then 500 server_error, and other routes serve")
    func shortKey() async throws {
        let fixture = AccountsFixture { $0.accounts.signingKey = Array(repeating: 1, count: 31) }

        let response = await fixture.send("POST", "/auth/token", form: "grant_type=password&username=a&password=b")

        #expect(response.status == 500 && AccountsFixture.errorCode(response) == "server_error")
        #expect(await fixture.send("GET", "/languages").status == 200)
    }

    private struct UnexpectedOutcome: Error {}
}
