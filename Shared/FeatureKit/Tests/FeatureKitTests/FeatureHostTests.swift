import AppCore
import FeatureHost
import FeatureKit
import Navigation
import Persistence
import ReplKit
import Testing

@MainActor
@Suite("Feature host")
struct FeatureHostTests {
    private func launch(_ arguments: [String] = []) async throws -> (FakeFeature, FeatureDemoFlow) {
        let launched = try await LaunchedFeatures.launch(
            [try FeatureFactory.parsing(FakeFeature.self, arguments: arguments)],
            databaseLocation: .inMemory,
            clock: SystemAppClock(),
            processEnvironment: [:]
        )
        let feature = try #require(launched.features.first as? FakeFeature)
        let flow = FeatureDemoFlow(feature: feature, currentLanguage: launched.environment.currentAppLanguage)
        flow.start()
        return (feature, flow)
    }

    @Test("Given a registered feature When the features are launched Then it was prepared before the first screen")
    func preparesFeatures() async throws {
        let (feature, _) = try await launch()
        #expect(feature.prepared)
    }

    @Test("Given an option the feature does not know When its options are parsed Then parsing fails")
    func rejectsUnknownOptions() {
        #expect(throws: (any Error).self) {
            _ = try FeatureFactory.parsing(FakeFeature.self, arguments: ["--shop-colour", "red"])
        }
    }

    @Test("Given a feature demo When it starts Then the feature's home screen is the root")
    func demoStartsAtHome() async throws {
        let (feature, flow) = try await launch()
        #expect(flow.screens.map(\.title) == ["Shop"])
        #expect(feature.startedAt == [AppDestination("shop")])
    }

    @Test("Given a feature demo When the person types the feature's bag command Then the bag opens over its home")
    func globalCommandOpensEntry() async throws {
        let (feature, flow) = try await launch()
        let bag = try #require(flow.globalCommands.first { $0.answers(to: "bag") })

        _ = await bag.action([])

        #expect(flow.screens.map(\.title) == ["Shop", "Bag"])
        #expect(feature.startedAt.last == FakeFeature.bag)
    }

    @Test("Given a feature demo When the feature asks for another feature's screen Then a screen says it is not in the demo")
    func otherFeaturesDestinationIsExplained() async throws {
        let (_, flow) = try await launch()

        flow.children.first?.request(AppDestination("tool-downloads"))

        #expect(flow.screens.count == 2)
        #expect(flow.screens.last?.title == "Not in this demo")
        #expect(flow.screens.last?.render().first?.contains("\"tool-downloads\" belongs to another feature") == true)
    }

    @Test("Given the bag open in a demo When the person types the feature's name Then only its home is left")
    func homeCommandReturnsToRoot() async throws {
        let (_, flow) = try await launch()
        _ = await flow.globalCommands.first { $0.answers(to: "bag") }?.action([])

        _ = await flow.globalCommands.first { $0.answers(to: "shop") }?.action([])

        #expect(flow.screens.map(\.title) == ["Shop"])
        #expect(flow.children.count == 1)
    }
}
