import Foundation
import Testing

@testable import BackendKit

@Suite("Registering an account at /auth/register")
struct AccountRegistrationTests {
    let fixture = AccountsFixture()

    @Test("Given a name, an email and a good password When registered Then 201 with the account, a member since now")
    func registers() async throws {
        let response = await fixture.send(
            "POST", "/auth/register", json: #"{"name":"Mary Somerville","email":" Mary@Example.com ","password":"Orbit-1834"}"#)

        #expect(response.status == 201, "\(response.text)")
        let account = try AccountsFixture.object(response)
        #expect(Array(account.keys).sorted() == ["email", "id", "memberSince", "name"])
        #expect(account["name"] as? String == "Mary Somerville")
        #expect(account["email"] as? String == "Mary@Example.com")
        #expect(account["memberSince"] as? String == "2026-11-28T10:00:00Z")
        #expect((account["id"] as? String)?.isEmpty == false)
        #expect(try await fixture.signIn("mary@example.com", "Orbit-1834").token_type == "Bearer")
    }

    @Test(
        "Given a password too short or all of one class When registered Then 422 weak_password saying what it needs",
        arguments: ["Ab1-xyz", "abcdefghij", "ABCDEFGHIJ", "1234567890", "--------!!"])
    func weakPassword(_ password: String) async throws {
        let response = await fixture.send(
            "POST", "/auth/register", json: #"{"name":"Mary","email":"mary@example.com","password":"\#(password)"}"#)

        #expect(response.status == 422)
        #expect(AccountsFixture.errorCode(response) == "weak_password")
        #expect((try AccountsFixture.object(response)["error_description"] as? String)?.contains("password") == true)
    }

    @Test("Given an address an account has, in another case When registered Then 422 email_taken")
    func emailTaken() async throws {
        let response = await fixture.send(
            "POST", "/auth/register", json: #"{"name":"Ada","email":"ADA@example.COM","password":"another-one-9"}"#)

        #expect(response.status == 422)
        #expect(AccountsFixture.errorCode(response) == "email_taken")
    }

    @Test(
        "Given a field missing or not what it must be When registered Then 400 invalid_request",
        arguments: [
            #"{"email":"m@example.com","password":"Orbit-1834"}"#,
            #"{"name":"M","email":"not-an-address","password":"Orbit-1834"}"#,
            #"{"name":"M","email":"m@example.com"}"#, #"{"name":5,"email":"m@example.com","password":"Orbit-1834"}"#,
            #"{"name":"M","email":"m@example.com","password":"\#(String(repeating: "a1", count: 40))"}"#, "[1,2]", "{",
        ])
    func invalidRequest(_ body: String) async throws {
        let response = await fixture.send("POST", "/auth/register", json: body)

        #expect(response.status == 400)
        #expect(AccountsFixture.errorCode(response) == "invalid_request")
    }

    @Test("Given GET When /auth/register is asked Then 405 with Allow: POST")
    func onlyPost() async throws {
        let response = await fixture.send("GET", "/auth/register")

        #expect(response.status == 405)
        #expect(response.header("Allow") == "POST")
    }
}
