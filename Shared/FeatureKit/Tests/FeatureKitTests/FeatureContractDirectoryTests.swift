import AppCore
import FeatureHost
import FeatureKit
import Navigation
import Persistence
import Testing

/// A contract, as `FeatureContracts` declares them: a small protocol, no implementation.
protocol GreetingOffered: Sendable {
    func greeting() async -> String
}

struct EnglishGreeting: GreetingOffered {
    func greeting() async -> String { "hello" }
}

struct SpanishGreeting: GreetingOffered {
    func greeting() async -> String { "hola" }
}

@MainActor
@Suite("Feature contracts")
struct FeatureContractDirectoryTests {
    @Test("Given a provider offered for a contract When a feature asks for the contract Then it gets that provider")
    func resolvesOfferedProvider() async {
        let directory = FeatureContractDirectory()
        directory.add([.of((any GreetingOffered).self, EnglishGreeting())])

        let provider = directory.provider(of: (any GreetingOffered).self)

        #expect(await provider?.greeting() == "hello")
    }

    @Test(
        "Given two features offering the same contract When every provider is asked for Then both come, in the order offered, and the latest is the one provider"
    )
    func everyProviderOfAContract() async {
        let directory = FeatureContractDirectory()
        directory.add([.of((any GreetingOffered).self, EnglishGreeting())])
        directory.add([.of((any GreetingOffered).self, SpanishGreeting())])

        var greetings: [String] = []
        for provider in directory.providers(of: (any GreetingOffered).self) { greetings.append(await provider.greeting()) }

        #expect(greetings == ["hello", "hola"])
        #expect(await directory.provider(of: (any GreetingOffered).self)?.greeting() == "hola")
        #expect(FeatureContractDirectory().providers(of: (any GreetingOffered).self).isEmpty)
    }

    @Test(
        "Given two features' offers When one feature's are replaced Then its new provider answers, its old one no longer does, and the other's stays"
    )
    func replacesOneFeaturesOffers() async {
        let directory = FeatureContractDirectory()
        directory.add([.of((any GreetingOffered).self, EnglishGreeting())], from: "english")
        directory.add([.of((any GreetingOffered).self, SpanishGreeting())], from: "spanish")

        directory.replaceOffers(from: "english", with: [.of((any GreetingOffered).self, SpanishGreeting())])

        var greetings: [String] = []
        for provider in directory.providers(of: (any GreetingOffered).self) { greetings.append(await provider.greeting()) }
        #expect(greetings == ["hola", "hola"])
        directory.replaceOffers(from: "spanish", with: [])
        #expect(directory.providers(of: (any GreetingOffered).self).count == 1)
    }

    @Test(
        "Given no feature offering a contract, as in another feature's Demo When it is asked for Then there is no provider, and no crash"
    )
    func missingProviderIsNil() {
        #expect(FeatureContractDirectory().provider(of: (any GreetingOffered).self) == nil)
    }

    @Test(
        "Given a feature whose registration offers a contract When the features are launched Then the environment resolves it before any feature prepares"
    )
    func launchCollectsOffers() async throws {
        let launched = try await LaunchedFeatures.launch(
            [try FeatureFactory.parsing(OfferingFeature.self, arguments: [])],
            databaseLocation: .inMemory, clock: SystemAppClock(), processEnvironment: [:]
        )
        let feature = try #require(launched.features.first as? OfferingFeature)

        #expect(await launched.environment.contracts.provider(of: (any GreetingOffered).self)?.greeting() == "hello")
        #expect(feature.greetingSeenWhenPrepared == "hello")
    }

    @Test(
        "Given a hand-over entry no command reaches When a feature's flow asks for it Then it opens on top of the asking screen")
    func handOverOpensOnTop() async throws {
        let launched = try await LaunchedFeatures.launch(
            [try FeatureFactory.parsing(FakeFeature.self, arguments: [])],
            databaseLocation: .inMemory, clock: SystemAppClock(), processEnvironment: [:]
        )
        let feature = try #require(launched.features.first as? FakeFeature)
        let flow = FeatureDemoFlow(feature: feature, currentLanguage: launched.environment.currentAppLanguage)
        flow.start()
        _ = await flow.globalCommands.first { $0.answers(to: "bag") }?.action([])

        flow.children.last?.request(FakeFeature.receipts)

        #expect(flow.screens.map(\.title) == ["Shop", "Bag", "Receipts"])
    }
}

/// A feature that offers `GreetingOffered` and reads it back when it prepares.
@MainActor
final class OfferingFeature: FeatureRegistration {
    nonisolated static let name = "greeter"
    nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { NoMigrations() }

    private let environment: FeatureEnvironment
    private(set) var greetingSeenWhenPrepared: String?

    init(options: ShopOptions, environment: FeatureEnvironment) {
        self.environment = environment
    }

    var homeEntry: FeatureHomeEntry { FeatureHomeEntry(title: "Greeter", summary: "says hello") }
    var offers: [FeatureOffer] { [.of((any GreetingOffered).self, EnglishGreeting())] }

    func prepareLaunch() async throws {
        greetingSeenWhenPrepared = await environment.contracts.provider(of: (any GreetingOffered).self)?.greeting()
    }

    func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        ScreenFlow(title: "Greeter", navigation: navigation)
    }
}
