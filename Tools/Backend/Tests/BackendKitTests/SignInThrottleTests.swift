import Foundation
import Testing

@testable import BackendKit

@Suite("Too many failed sign-ins")
struct SignInThrottleTests {
    let fixture = AccountsFixture()

    private func signIn(_ password: String, as email: String = "ada@example.com") async -> BackendResponse {
        await fixture.send("POST", "/auth/token", form: "grant_type=password&username=\(email)&password=\(password)")
    }

    @Test(
        "Given five failed sign-ins for an address within ten minutes When it signs in again, rightly Then 429 with Retry-After until the window passes, then 200"
    )
    func locksThenLetsIn() async throws {
        for minute in 0..<5 {
            #expect(AccountsFixture.errorCode(await signIn("wrong-\(minute)")) == "invalid_grant")
            fixture.clock.advance(by: 60)
        }
        // The first failure was five minutes ago: five more to wait.
        let locked = await signIn("correct-horse-1")

        #expect(locked.status == 429)
        #expect(locked.header("Retry-After") == "300")
        #expect(AccountsFixture.errorCode(locked) == "too_many_attempts")
        #expect(locked.header("Cache-Control") == "no-store")

        fixture.clock.advance(by: 299)
        #expect(await signIn("correct-horse-1").header("Retry-After") == "1")
        fixture.clock.advance(by: 1)
        #expect(await signIn("correct-horse-1").status == 200)
    }

    @Test("Given an address locked out When another address signs in Then it is let in")
    func perAddress() async throws {
        for attempt in 0..<5 { _ = await signIn("wrong-\(attempt)") }

        #expect(await signIn("correct-horse-1").status == 429)
        #expect(await signIn("battery-staple-2", as: "grace@example.com").status == 200)
    }

    @Test("Given four failures When the fifth sign-in is right Then it is let in and the failures are forgotten")
    func successForgets() async throws {
        for attempt in 0..<4 { _ = await signIn("wrong-\(attempt)") }

        #expect(await signIn("correct-horse-1").status == 200)
        for attempt in 0..<4 { _ = await signIn("again-\(attempt)") }
        #expect(await signIn("correct-horse-1").status == 200)
    }

    @Test("Given failures for an address no account has When five are made Then it is locked out alike")
    func unknownAddress() async throws {
        for attempt in 0..<5 { _ = await signIn("wrong-\(attempt)", as: "nobody@example.com") }

        #expect(await signIn("wrong-5", as: "NOBODY@example.com").status == 429)
    }
}
