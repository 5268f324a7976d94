import AccountDependencyContainer
import AccountPresentation
import AccountTesting
import AppCore
import FeatureContracts
import FeatureKit
import Navigation
import Persistence
import TestSupport
import Testing

@MainActor
@Suite("Account registration")
struct AccountFeatureTests {
    private func feature() throws -> (AccountFeature, FakeAccountBackend, FeatureEnvironment) {
        let environment = FeatureEnvironment(
            database: try TestDatabase.inMemory([AccountFeature.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(), clock: SystemAppClock(), processEnvironment: [:],
            progress: .init())
        let world = FakeAccountBackendWorld()
        let feature = AccountFeature(
            environment: environment,
            backend: AccountBackend(baseURL: FakeAccountBackend.address, transport: world.transport))
        environment.contracts.add(feature.offers)
        world.tokens.use(try #require(environment.contracts.provider(of: (any AccountAccessTokens).self)))
        return (feature, world.backend, environment)
    }

    @Test("Given nobody signed in When about asks Then the line says so, and no greeting name is offered")
    func aboutSignedOut() async throws {
        let (feature, _, environment) = try feature()

        #expect(await feature.sourceStatus()?.statusLine == "Account: not signed in")
        #expect(await environment.contracts.provider(of: (any AccountSession).self)?.signedInPerson() == nil)
    }

    @Test("Given Ada signed in When about asks Then it says only who is signed in, and other features learn her name")
    func aboutSignedIn() async throws {
        let (feature, backend, environment) = try feature()
        backend.addAccount(name: "Ada Lovelace", email: "ada@example.com", password: "correct horse")
        let navigation = NavigationStack()
        feature.makeFlow(startingAt: AccountFeature.home, navigation: navigation).start()
        let view = try #require(navigation.top as? AccountView)
        _ = await view.viewModel.signInSubmitted(email: "ada@example.com", password: "correct horse")

        let status = try #require(await feature.sourceStatus())

        #expect(status.statusLine == "Account: signed in as Ada Lovelace")
        #expect(status.address == nil)
        #expect(await environment.contracts.provider(of: (any AccountSession).self)?.signedInPerson()?.name == "Ada Lovelace")
    }

    @Test("Given the registration When --describe lists its screens Then the account screen is there with every command")
    func screenCatalog() throws {
        let (feature, _, _) = try feature()

        let screens = feature.screenCatalog()

        #expect(screens.map(\.screen.screenName) == ["AccountView"])
        #expect(screens.first?.routes.map(\.path) == ["account"])
        #expect(screens.first?.screen.commandsInEveryState.map(\.name) == ["sign", "register", "forgot", "refresh", "delete"])
    }
}
