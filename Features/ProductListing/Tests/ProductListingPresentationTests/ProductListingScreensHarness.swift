import Analytics
import Foundation
import Localization
import Navigation
import Persistence
import ProductListingDependencyContainer
import ProductListingDomain
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import TestSupport

/// The ProductListing screens built by their DiContainer on an in-memory
/// database and a catalog (the bundled one unless told), with the flow steps
/// they emit recorded.
@MainActor
final class ProductListingScreensHarness {
    let container: ProductListingDiContainer
    let emitter = FlowStepEmitter<ProductListingFlowStep>()
    /// The events the screens tracked, in order.
    let analytics = InMemoryAnalyticsSink()
    private(set) var steps: [ProductListingFlowStep] = []

    /// The screens on a catalog of the test's own (`catalogFile`), with `toggles` read as the feature's are.
    convenience init(
        appLanguage: String = "en", catalogFile: URL, toggles: @escaping ProductListingTogglesReading = { .allOn }
    ) throws {
        self.init(
            appLanguage: appLanguage, database: try TestDatabase.inMemory([ProductListingDiContainer.databaseMigrations]),
            catalogFile: catalogFile, toggles: toggles)
    }

    /// The screens on the bundled catalog: the database starts as a copy of it, imported once
    /// for the whole test run.
    convenience init(appLanguage: String = "en") async throws {
        self.init(
            appLanguage: appLanguage, database: try await BundledCatalogDatabase.copy(),
            catalogFile: ProductListingDataLayerDependencies.bundledCatalogFile)
    }

    private init(
        appLanguage: String, database: AppDatabase, catalogFile: URL?,
        toggles: @escaping ProductListingTogglesReading = { .allOn }
    ) {
        container = ProductListingDiContainer(
            database: database,
            currentAppLanguage: TestAppLanguage.current(appLanguage),
            catalogFile: catalogFile,
            analytics: AnalyticsTracker(sinks: [analytics]),
            toggles: toggles
        )
        emitter.listen { [unowned self] step in steps.append(step) }
    }

    func listingView(_ query: ProductListingQueryDomainModel = ProductListingQueryDomainModel()) async -> ProductListingView {
        let view = container.makeProductListingView(flowStepEmitter: emitter, query: query)
        await view.appear()
        return view
    }

    func categoriesView() async -> ProductCategoriesView {
        let view = container.makeProductCategoriesView(flowStepEmitter: emitter)
        await view.appear()
        return view
    }

    func brandsView() async -> ProductBrandsView {
        let view = container.makeProductBrandsView(flowStepEmitter: emitter)
        await view.appear()
        return view
    }

    func detailsView(styleNumber: String) async -> ProductDetailsView {
        let view = container.makeProductDetailsView(styleNumber: styleNumber, flowStepEmitter: emitter)
        await view.appear()
        return view
    }

    /// Runs a screen command as the REPL would.
    func run(_ name: String, _ arguments: [String] = [], on screen: any ReplScreen) async -> ReplOutcome? {
        guard let command = screen.commands.first(where: { $0.answers(to: name) }) else { return nil }
        return await command.action(arguments)
    }
}
