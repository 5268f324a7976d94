import AccountDomain
import AccountTesting
import FeatureContracts
import Testing

@Suite("Given the account screen opened")
struct ViewAccountUseCaseTests {
    @Test("When nobody is signed in Then it says so, asking the backend nothing")
    func signedOut() async throws {
        let context = try AccountTestContext()

        #expect(await context.viewAccount() == .signedOut)
        #expect(context.backend.received.isEmpty)
    }

    @Test("When they are signed in and did things on this device Then the counts are sent and the totals shown")
    func sendsActivity() async throws {
        let context = try AccountTestContext()
        try await context.givenAdaSignedIn()
        context.recorder.record(.toolOpened)
        context.recorder.record(.toolOpened)
        context.recorder.record(.shared)

        guard case .signedIn(let profile, let isSavedCopy) = await context.viewAccount() else {
            Issue.record("not signed in")
            return
        }

        #expect(!isSavedCopy)
        #expect(profile.activity == AccountActivityDomainModel(toolOpens: 2, lessonCompletions: 0, shares: 1))
        #expect(context.backend.activity(of: "ada@example.com") == [2, 0, 1])
        #expect(context.keeper.events.last == .sendPendingChanges)
    }

    @Test("When the backend is down Then the saved copy shows, with what is still to send, and they stay signed in")
    func offlineSavedCopy() async throws {
        let context = try AccountTestContext()
        try await context.givenAdaSignedIn()
        context.backend.takeDown()
        context.recorder.record(.lessonCompleted)

        let status = await context.viewAccount()

        guard case .signedIn(let profile, let isSavedCopy) = status else {
            Issue.record("not signed in: \(status)")
            return
        }
        #expect(isSavedCopy)
        #expect(profile.name == "Ada Lovelace")
        #expect(profile.activity.lessonCompletions == 1)
        #expect(context.store.isSignedIn)

        context.backend.bringUp()
        _ = await context.viewAccount()
        #expect(context.backend.activity(of: "ada@example.com") == [0, 1, 0], "what was owed is sent when it is back")
    }

    @Test("When the access token has expired Then it is refreshed once and the account shows")
    func refreshedOnce() async throws {
        let context = try AccountTestContext()
        try await context.givenAdaSignedIn()
        context.backend.expireAccessTokens()

        guard case .signedIn(_, let isSavedCopy) = await context.viewAccount() else {
            Issue.record("not signed in")
            return
        }

        #expect(!isSavedCopy)
        #expect(context.backend.refreshCount == 1)
    }

    @Test("When the backend ended the session (revoked) Then they are signed out, the saved copy still shown")
    func revokedElsewhere() async throws {
        let context = try AccountTestContext()
        try await context.givenAdaSignedIn()
        context.backend.revokeEverySession()

        let status = await context.viewAccount()

        guard case .signedOutByBackend(let copy) = status else {
            Issue.record("still signed in: \(status)")
            return
        }
        #expect(copy?.name == "Ada Lovelace")
        #expect(!context.store.isSignedIn)
        #expect(context.backend.refreshCount == 1)
    }
}
