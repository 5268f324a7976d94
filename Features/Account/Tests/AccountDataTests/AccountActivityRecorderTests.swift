import AccountData
import FeatureContracts
import Persistence
import TestSupport
import Testing

@Suite("Given the activity counter")
struct AccountActivityRecorderTests {
    @Test("When nobody is signed in Then nothing is counted")
    func notSignedIn() async throws {
        let database = try TestDatabase.inMemory([AccountDatabaseMigrations()])
        let dao = AccountActivityDAO(database: database)
        let recorder = AccountActivityRecorder(session: AccountSessionStore(file: nil), dao: dao)

        recorder.record(.toolOpened)
        recorder.waitUntilRecorded()

        #expect(try await dao.unsent() == .zero)
    }

    @Test("When a signed-in person opens tools, completes a lesson and shares Then each is counted once, to send")
    func counts() async throws {
        let database = try TestDatabase.inMemory([AccountDatabaseMigrations()])
        let dao = AccountActivityDAO(database: database)
        let store = AccountSessionStore(file: nil)
        try store.save(AccountTokensDataModel(accessToken: "at", refreshToken: "rt"))
        let recorder = AccountActivityRecorder(session: store, dao: dao)

        for kind in [AccountActivityKind.toolOpened, .toolOpened, .lessonCompleted, .shared] { recorder.record(kind) }
        recorder.waitUntilRecorded()
        try await dao.markSent(AccountActivityDataModel(toolOpens: 1))

        #expect(try await dao.unsent() == AccountActivityDataModel(toolOpens: 1, lessonCompletions: 1, shares: 1))
    }
}
