import Foundation
import Testing

@testable import BackendKit

@Suite("Recovering a password: /auth/forgot, the mailbox, /auth/reset")
struct PasswordRecoveryTests {
    let fixture = AccountsFixture()

    private struct Mail: Decodable {
        struct Message: Decodable {
            let to, subject, body, code, sentAt: String
        }
        let messages: [Message]
    }

    private func mailbox(_ address: String) async throws -> [Mail.Message] {
        let response = await fixture.send("GET", "/_backend/mailbox?to=\(address)")
        return try JSONDecoder().decode(Mail.self, from: Data(response.body)).messages
    }

    @Test(
        "Given a forgotten password When a code is asked for and sent back with a new password Then 204, the new password signs in, and every earlier token is revoked"
    )
    func forgotThenReset() async throws {
        let before = try await fixture.signIn()

        let forgot = await fixture.send("POST", "/auth/forgot", json: #"{"email":"Ada@example.com"}"#)
        let messages = try await mailbox("ada@example.com")

        #expect(forgot.status == 202)
        let message = try #require(messages.last)
        #expect(message.to == "ada@example.com" && message.sentAt == "2026-11-28T10:00:00Z")
        #expect(message.code.count == 6 && message.code.allSatisfy(\.isNumber) && message.body.contains(message.code))
        let reset = await fixture.send(
            "POST", "/auth/reset", json: #"{"email":"ada@example.com","code":"\#(message.code)","password":"new-horse-22"}"#)
        #expect(reset.status == 204, "\(reset.text)")
        #expect(await fixture.send("GET", "/me", bearer: before.access_token).status == 401)
        #expect(await fixture.refresh(before.refresh_token).status == 400)
        #expect(try await fixture.signIn("ada@example.com", "new-horse-22").token_type == "Bearer")
        let old = await fixture.send(
            "POST", "/auth/token", form: "grant_type=password&username=ada%40example.com&password=correct-horse-1")
        #expect(AccountsFixture.errorCode(old) == "invalid_grant")
    }

    @Test("Given an address no account has When a code is asked for Then 202 alike, and no mail is sent")
    func unknownAddress() async throws {
        let response = await fixture.send("POST", "/auth/forgot", json: #"{"email":"nobody@example.com"}"#)

        #expect(response.status == 202)
        #expect(try await mailbox("nobody@example.com").isEmpty)
    }

    @Test("Given a code When 15 minutes have passed Then it is refused with invalid_code")
    func codeExpires() async throws {
        _ = await fixture.send("POST", "/auth/forgot", json: #"{"email":"ada@example.com"}"#)
        let code = try #require(try await mailbox("ada@example.com").last?.code)

        fixture.clock.advance(by: 15 * 60)
        let response = await fixture.send(
            "POST", "/auth/reset", json: #"{"email":"ada@example.com","code":"\#(code)","password":"new-horse-22"}"#)

        #expect(response.status == 400 && AccountsFixture.errorCode(response) == "invalid_code")
    }

    @Test("Given a wrong code five times When the right one comes Then it is refused too: a new code must be asked for")
    func wrongCodes() async throws {
        _ = await fixture.send("POST", "/auth/forgot", json: #"{"email":"ada@example.com"}"#)
        let code = try #require(try await mailbox("ada@example.com").last?.code)
        let wrong = code == "000000" ? "111111" : "000000"

        for _ in 0..<5 {
            let response = await fixture.send(
                "POST", "/auth/reset", json: #"{"email":"ada@example.com","code":"\#(wrong)","password":"new-horse-22"}"#)
            #expect(AccountsFixture.errorCode(response) == "invalid_code")
        }
        let right = await fixture.send(
            "POST", "/auth/reset", json: #"{"email":"ada@example.com","code":"\#(code)","password":"new-horse-22"}"#)

        #expect(AccountsFixture.errorCode(right) == "invalid_code")
    }

    @Test("Given a right code and a weak password When reset Then 422 weak_password, and the code still works after")
    func weakPassword() async throws {
        _ = await fixture.send("POST", "/auth/forgot", json: #"{"email":"ada@example.com"}"#)
        let code = try #require(try await mailbox("ada@example.com").last?.code)

        let weak = await fixture.send(
            "POST", "/auth/reset", json: #"{"email":"ada@example.com","code":"\#(code)","password":"short"}"#)
        let strong = await fixture.send(
            "POST", "/auth/reset", json: #"{"email":"ada@example.com","code":"\#(code)","password":"Longer-one"}"#)

        #expect(weak.status == 422 && AccountsFixture.errorCode(weak) == "weak_password")
        #expect(strong.status == 204)
    }
}
