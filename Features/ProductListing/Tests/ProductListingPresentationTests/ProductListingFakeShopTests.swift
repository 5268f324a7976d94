import FeatureKit
import Navigation
import ProductListingDependencyContainer
import ProductListingTesting
import ReplKit
import TestSupport
import Testing

/// The sample shop `ProductListingDemo --fake` runs on, through the feature as the Demo builds it.
@MainActor
@Suite("The Demo's fake sample shop")
struct ProductListingFakeShopTests {
    @Test("Given the sample shop's fixture lines When read as a server's products Then all six decode")
    func everyFixtureLineDecodes() throws {
        #expect(try FakeProductsRemoteSource.products(ProductShopFixture.lines).count == 6)
    }

    @Test("Given the feature on the sample shop When its first screen appears Then it lists the shop's six products")
    func listsTheSampleShop() async throws {
        let environment = FeatureEnvironment(
            database: try TestDatabase.inMemory([ProductListingFeature.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(), clock: TestClock.fixed(), processEnvironment: [:],
            progress: ReplProgress())
        let feature = ProductListingFeature(environment: environment, remoteSource: FakeProductsRemoteSource.sampleShop())
        let navigation = NavigationStack()
        let flow = feature.makeFlow(startingAt: ProductListingFeature.home, navigation: navigation)
        flow.start()

        let screen = try #require(navigation.top as? any ReplScreen)
        await screen.appear()
        let lines = screen.render()

        for name in ["Élise Linen Shirt", "Søren Denim Jacket", "Wool Scarf", "Cotton Tee", "Denim Jeans", "Silk Dress"] {
            #expect(lines.contains { $0.contains(name) }, "\(name) is not listed in \(lines)")
        }
        #expect(!lines.contains { $0.contains("Cropped Denim Scarf") }, "the bundled catalog is listed")
    }
}
