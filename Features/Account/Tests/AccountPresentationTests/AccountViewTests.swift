import AccountPresentation
import AccountTesting
import Analytics
import ReplKit
import Testing

@MainActor
@Suite("Account screen")
struct AccountViewTests {
    @Test("Given nobody signed in When the screen shows Then it says so and lists sign in, register and forgot")
    func signedOut() async throws {
        let harness = try AccountScreensHarness()

        let view = await harness.accountView()

        #expect(
            view.render() == [
                "  You are not signed in.",
                "Type sign in, register to create an account, or forgot if you forgot your password.",
            ])
        #expect(view.commands.filter(\.isListed).map(\.usage) == ["sign in", "register", "forgot"])
        #expect(view.commandsInEveryState.map(\.name) == ["sign", "register", "forgot", "refresh", "delete"])
        #expect(harness.analytics.events == [.screenView("account")])
    }

    @Test(
        "Given an account When the person types sign in, their email and password Then they are signed in and see their account"
    )
    func signIn() async throws {
        let harness = try AccountScreensHarness()
        harness.givenAda()
        let view = await harness.accountView()

        let outcome = await harness.run("sign in", typing: ["ada@example.com", "correct horse"], on: view)

        #expect(outcome == .messageThenRender("Signed in as Ada Lovelace."))
        #expect(harness.answers.asked == [.text("Email:"), .secret("Password:")])
        #expect(
            view.render() == [
                "  Name:              Ada Lovelace",
                "  Email:             ada@example.com",
                "  Member since:      January 15, 2026",
                "  Tools opened:      0",
                "  Lessons completed: 0",
                "  Shares:            0",
                "Type refresh to update, sign out to sign out, or delete account to delete your account.",
            ])
        #expect(view.commands.filter(\.isListed).map(\.usage) == ["refresh", "sign out", "delete account"])
        #expect(harness.analytics.events.map(\.name) == ["account", "sign_in"])
        #expect(harness.analytics.events.allSatisfy { $0.properties.isEmpty }, "never the email")
    }

    @Test("Given a wrong password When signing in Then the failure says so and nothing changes")
    func wrongPassword() async throws {
        let harness = try AccountScreensHarness()
        harness.givenAda()
        let view = await harness.accountView()

        let outcome = await harness.run("sign in", typing: ["ada@example.com", "nope"], on: view)

        #expect(outcome == .failure("That email and password do not match an account — try again, or type forgot."))
        #expect(view.render().first == "  You are not signed in.")
    }

    @Test("Given the sign-in's questions left unanswered (Ctrl-C, the end of a script) Then nothing is sent")
    func unanswered() async throws {
        let harness = try AccountScreensHarness()
        let view = await harness.accountView()

        let outcome = await harness.run("sign in", typing: ["ada@example.com"], on: view)

        #expect(outcome == .failure("Nothing was changed."))
        #expect(harness.backend.received.isEmpty)
    }

    @Test("Given the backend down When signing in Then it is said in words")
    func backendDown() async throws {
        let harness = try AccountScreensHarness()
        harness.backend.takeDown()
        let view = await harness.accountView()

        let outcome = await harness.run("sign in", typing: ["ada@example.com", "correct horse"], on: view)

        #expect(outcome == .failure("The backend cannot be reached — check that it is running, then try again."))
    }

    @Test("Given no backend When signing in Then the person is told how to start the app with one")
    func noBackend() async throws {
        let harness = try AccountScreensHarness(backendURL: nil)
        let view = await harness.accountView()

        let outcome = await harness.run("sign in", typing: ["ada@example.com", "correct horse"], on: view)

        #expect(outcome == .failure("Accounts live on the backend — start the app with --backend URL or --env dev."))
    }

    @Test("Given a new person When they register Then they are welcomed by name and signed in")
    func register() async throws {
        let harness = try AccountScreensHarness()
        let view = await harness.accountView()

        let outcome = await harness.run("register", typing: ["Grace Hopper", "grace@example.com", "cobol rocks"], on: view)

        #expect(outcome == .messageThenRender("Welcome, Grace Hopper — your account is ready and you are signed in."))
        #expect(harness.answers.asked == [.text("Name:"), .text("Email:"), .secret("Password:")])
        #expect(harness.analytics.events.map(\.name) == ["account", "sign_up", "sign_in"])
    }

    @Test("Given a forgotten password When forgot is typed Then email, then the code (after a note), then a new password")
    func forgot() async throws {
        let harness = try AccountScreensHarness()
        harness.givenAda()
        let view = await harness.accountView()

        let outcome = await harness.run(
            "forgot", typing: ["ada@example.com", FakeAccountBackend.resetCode, "battery staple"], on: view)

        #expect(outcome == .message("Your password is changed — type sign in to sign in with it."))
        #expect(
            harness.answers.asked == [
                .text("Email:"),
                .text("Code from the email:", note: "If an account has ada@example.com, a code is on its way to it."),
                .secret("New password:"),
            ])
    }

    @Test("Given a signed-in person When they sign out Then the backend is told and the screen is signed out")
    func signOut() async throws {
        let harness = try AccountScreensHarness()
        harness.givenAda()
        let view = await harness.accountView()
        _ = await harness.run("sign in", typing: ["ada@example.com", "correct horse"], on: view)

        let outcome = await harness.run("sign out", on: view)

        #expect(outcome == .messageThenRender("Signed out. Nothing of your account is kept on this device."))
        #expect(view.render().first == "  You are not signed in.")
        #expect(harness.analytics.events.map(\.name) == ["account", "sign_in", "sign_out"])
    }

    @Test("Given a signed-in person When delete account is typed with the wrong email Then nothing is deleted")
    func deleteNeedsTheEmail() async throws {
        let harness = try AccountScreensHarness()
        harness.givenAda()
        let view = await harness.accountView()
        _ = await harness.run("sign in", typing: ["ada@example.com", "correct horse"], on: view)

        let refused = await harness.run("delete account", typing: ["grace@example.com"], on: view)
        let deleted = await harness.run("delete account", typing: ["ada@example.com"], on: view)

        #expect(refused == .failure("That is not your account's email — nothing was deleted."))
        #expect(deleted == .messageThenRender("Your account is deleted, and nothing of it is kept on this device."))
        #expect(!harness.backend.hasAccount("ada@example.com"))
        #expect(harness.analytics.events.map(\.name).last == "delete_account")
    }

    @Test("Given the backend ended the session When the screen refreshes Then it says to sign in again over the saved copy")
    func signedOutByBackend() async throws {
        let harness = try AccountScreensHarness()
        harness.givenAda()
        let view = await harness.accountView()
        _ = await harness.run("sign in", typing: ["ada@example.com", "correct horse"], on: view)
        harness.backend.revokeEverySession()

        _ = await harness.run("refresh", on: view)

        let lines = view.render()
        #expect(lines.first == "  You were signed out — sign in again.")
        #expect(lines.contains("  Your account as last saved:"))
        #expect(lines.contains("  Name:              Ada Lovelace"))
        #expect(view.commands.filter(\.isListed).map(\.usage) == ["sign in", "register", "forgot"])
    }

    @Test("Given the backend down while signed in When the screen refreshes Then the saved copy shows, said so")
    func offlineSavedCopy() async throws {
        let harness = try AccountScreensHarness()
        harness.givenAda()
        let view = await harness.accountView()
        _ = await harness.run("sign in", typing: ["ada@example.com", "correct horse"], on: view)
        harness.backend.takeDown()

        _ = await harness.run("refresh", on: view)

        #expect(
            view.render().first
                == "  The backend cannot be reached — this is your saved copy; what you do is sent when it is back.")
        #expect(view.commands.filter(\.isListed).map(\.usage) == ["refresh", "sign out", "delete account"])
    }

    @Test("Given nobody signed in When delete account is typed Then it says to sign in first, and asks nothing")
    func signedInCommandsWhenSignedOut() async throws {
        let harness = try AccountScreensHarness()
        let view = await harness.accountView()

        #expect(await harness.run("delete account", on: view) == .failure("You are not signed in — type sign in first."))
        #expect(harness.answers.asked.isEmpty)
    }

    @Test("Given sign typed with another word When it runs Then it says what to type")
    func signWord() async throws {
        let harness = try AccountScreensHarness()
        let view = await harness.accountView()

        #expect(await harness.run("sign up", on: view) == .failure("Type sign in or sign out."))
    }
}
