import AppCore
import FeatureHost
import FeatureKit
import Testing

/// `FeatureFactory.demo`: what a Demo builds its feature with, with and without `--fake`.
@MainActor
@Suite("Given a feature's Demo and the fake it runs on")
struct FeatureDemoFactoryTests {
    /// How many times the Demo's fake made the feature.
    @MainActor
    final class FakeUses {
        var count = 0
    }

    private func launched(_ arguments: [String], fakeUses: FakeUses) async throws -> String? {
        let values = try CommandLineParser.parse(arguments, options: FeatureDemoOptions.commandLineOptions)
        let factory = FeatureFactory.demo(
            FakeFeature.self, demoOptions: try FeatureDemoOptions(values: values), options: ShopOptions(values: values)
        ) { environment in
            fakeUses.count += 1
            return FakeFeature(options: ShopOptions(values: values), environment: environment)
        }
        let launched = try await LaunchedFeatures.launch(
            [factory], databaseLocation: .inMemory, clock: SystemAppClock(), processEnvironment: [:])
        return launched.features.first.map { type(of: $0).name }
    }

    @Test("When the Demo is started with --fake Then the fake makes the feature")
    func fakeMakesTheFeature() async throws {
        let fakeUses = FakeUses()
        #expect(try await launched(["--fake"], fakeUses: fakeUses) == FakeFeature.name)
        #expect(fakeUses.count == 1)
    }

    @Test("When the Demo is started without --fake Then the feature is made with its options and the fake is not used")
    func optionsMakeTheFeature() async throws {
        let fakeUses = FakeUses()
        #expect(try await launched([], fakeUses: fakeUses) == FakeFeature.name)
        #expect(fakeUses.count == 0)
    }
}
