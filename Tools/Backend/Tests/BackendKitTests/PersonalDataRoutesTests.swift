import Foundation
import Testing

@testable import BackendKit

@Suite("The signed-in person's data: activity, wishlist, deleting the account")
struct PersonalDataRoutesTests {
    let fixture = AccountsFixture()

    @Test("Given no activity When increments are posted twice Then the totals add up, and GET reads them")
    func activity() async throws {
        let token = try await fixture.signIn().access_token
        #expect(
            await fixture.send("GET", "/me/activity", bearer: token).text == #"{"toolOpens":0,"lessonCompletions":0,"shares":0}"#)

        _ = await fixture.send("POST", "/me/activity", json: #"{"toolOpens":2,"shares":1}"#, bearer: token)
        let second = await fixture.send("POST", "/me/activity", json: #"{"toolOpens":1,"lessonCompletions":3}"#, bearer: token)

        #expect(second.status == 200)
        #expect(second.text == #"{"toolOpens":3,"lessonCompletions":3,"shares":1}"#)
        #expect(await fixture.send("GET", "/me/activity", bearer: token).text == second.text)
    }

    @Test(
        "Given an increment that is negative, not whole or not a number When posted Then 400 invalid_request and nothing is added",
        arguments: [#"{"toolOpens":-1}"#, #"{"shares":1.5}"#, #"{"shares":"2"}"#, #"{"shares":true}"#, "[]", "nope"])
    func refusedIncrements(_ body: String) async throws {
        let token = try await fixture.signIn().access_token

        let response = await fixture.send("POST", "/me/activity", json: body, bearer: token)

        #expect(response.status == 400 && AccountsFixture.errorCode(response) == "invalid_request")
        #expect(
            await fixture.send("GET", "/me/activity", bearer: token).text == #"{"toolOpens":0,"lessonCompletions":0,"shares":0}"#)
    }

    @Test("Given products put on the wishlist, one twice and one taken off When read Then the rest in the order added")
    func wishlist() async throws {
        let token = try await fixture.signIn().access_token

        #expect(await fixture.send("PUT", "/me/wishlist/items/MS100007", bearer: token).status == 204)
        fixture.clock.advance(by: 60)
        #expect(await fixture.send("PUT", "/me/wishlist/items/a%2Fb%20c", bearer: token).status == 204)
        #expect(await fixture.send("PUT", "/me/wishlist/items/MS100009", bearer: token).status == 204)
        fixture.clock.advance(by: 60)
        #expect(await fixture.send("PUT", "/me/wishlist/items/MS100007", bearer: token).status == 204)
        #expect(await fixture.send("DELETE", "/me/wishlist/items/MS100009", bearer: token).status == 204)
        #expect(await fixture.send("DELETE", "/me/wishlist/items/never-there", bearer: token).status == 204)

        let response = await fixture.send("GET", "/me/wishlist", bearer: token)

        #expect(
            response.text
                == #"{"items":[{"productId":"MS100007","addedAt":"2026-11-28T10:00:00Z"},"#
                + #"{"productId":"a/b c","addedAt":"2026-11-28T10:01:00Z"}]}"#)
    }

    @Test("Given a product id empty or over 200 characters When put Then 400 invalid_request")
    func refusedProductIds() async throws {
        let token = try await fixture.signIn().access_token

        #expect(await fixture.send("PUT", "/me/wishlist/items/", bearer: token).status == 400)
        let long = String(repeating: "x", count: 201)
        #expect(await fixture.send("PUT", "/me/wishlist/items/\(long)", bearer: token).status == 400)
        #expect(await fixture.send("PUT", "/me/wishlist/items/\(long.dropLast())", bearer: token).status == 204)
    }

    @Test("Given an account with data When DELETE /me Then 204, its tokens fail, and it no longer signs in")
    func deleteAccount() async throws {
        let tokens = try await fixture.signIn("alan@example.com", "enigma-machine-3")
        _ = await fixture.send("PUT", "/me/wishlist/items/MS1", bearer: tokens.access_token)
        _ = await fixture.send("POST", "/me/activity", json: #"{"shares":1}"#, bearer: tokens.access_token)

        let response = await fixture.send("DELETE", "/me", bearer: tokens.access_token)

        #expect(response.status == 204)
        #expect(await fixture.send("GET", "/me", bearer: tokens.access_token).status == 401)
        #expect(await fixture.refresh(tokens.refresh_token).status == 400)
        let signIn = await fixture.send(
            "POST", "/auth/token", form: "grant_type=password&username=alan%40example.com&password=enigma-machine-3")
        #expect(AccountsFixture.errorCode(signIn) == "invalid_grant")
        let registered = await fixture.send(
            "POST", "/auth/register", json: #"{"name":"Alan","email":"alan@example.com","password":"enigma-machine-4"}"#)
        #expect(registered.status == 201)
    }
}
