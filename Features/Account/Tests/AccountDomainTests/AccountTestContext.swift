import AccountData
import AccountDataDomainInterface
import AccountDomain
import AccountTesting
import AppCore
import FeatureContracts
import Foundation
import Persistence
import TestSupport

/// The account use cases on their real implementations, over a fake backend and a real
/// database in memory: what the Given/When/Then tests drive.
struct AccountTestContext {
    let world = FakeAccountBackendWorld()
    let database: AppDatabase
    let store = AccountSessionStore(file: nil)
    let implementations: AccountImplementations
    let recorder: AccountActivityRecorder
    static let now = Date(timeIntervalSince1970: 1_768_478_400)

    var backend: FakeAccountBackend { world.backend }
    var keeper: RecordingAccountBoundData { world.keeper }

    init(backendURL: URL? = FakeAccountBackend.address) throws {
        database = try TestDatabase.inMemory([AccountDatabaseMigrations()])
        let client = world.client(baseURL: backendURL)
        let auth = AccountAuthAPI(client: client)
        let me = AccountMeAPI(client: client)
        let sessions = AccountSessionRepository(auth: auth, store: store)
        recorder = AccountActivityRecorder(session: store, dao: AccountActivityDAO(database: database))
        let keeper = world.keeper
        implementations = AccountImplementations(
            sessions: sessions, profiles: AccountProfileRepository(me: me, dao: AccountSavedCopyDAO(database: database)),
            activity: AccountActivityRepository(me: me, dao: AccountActivityDAO(database: database), recorder: recorder),
            registrations: AccountRegistrationRepository(auth: auth), notifier: AccountBoundDataNotifier { [keeper] },
            clock: FixedAppClock(Self.now))
        world.tokens.use(AccountTokensOffer(sessions: sessions))
    }

    /// Ada's account on the backend.
    func givenAda(password: String = "correct horse") {
        backend.addAccount(name: "Ada Lovelace", email: "ada@example.com", password: password, memberSince: Self.now)
    }

    /// Ada's account, signed in on this device.
    func givenAdaSignedIn() async throws {
        givenAda()
        _ = try await SignInUseCase(signIn: implementations.signIn()).execute(
            email: "ada@example.com", password: "correct horse")
    }

    func viewAccount() async -> AccountStatusDomainModel {
        await ViewAccountUseCase(viewAccount: implementations.viewAccount()).execute()
    }

    func paths() -> [String] {
        backend.received.map { "\($0.method) \($0.path)" }
    }
}
