import Foundation
import Localization
import Navigation
import Persistence
import ProductListingData
import ProductListingDependencyContainer
import ProductListingPresentation
import ProductListingTesting
import ReplKit
import TestSupport
import Testing

/// The listing screen on a products server (`--products-url`) and on an imported catalog file (`--products-file`).
@Suite("Product listing screen on its sources")
@MainActor
struct ProductListingSourceScreensTests {
    private let clock = AdjustableTestClock()
    private let emitter = FlowStepEmitter<ProductListingFlowStep>()

    private func listing(
        _ configuration: ProductListingSourceConfiguration = ProductListingSourceConfiguration(),
        remoteSource: FakeProductsRemoteSource? = nil, database: AppDatabase? = nil, language: String = "en"
    ) async throws -> ProductListingView {
        let container = ProductListingDiContainer(
            database: try database ?? TestDatabase.inMemory([ProductListingDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current(language),
            catalogFile: try ProductCatalogFixture.file(ProductCatalogFixture.numbered(30)),
            configuration: configuration, clock: clock, remoteSource: remoteSource
        )
        let view = container.makeProductListingView(flowStepEmitter: emitter)
        await view.appear()
        return view
    }

    private func run(_ name: String, _ arguments: [String] = [], on view: ProductListingView) async -> ReplOutcome? {
        await view.commands.first { $0.answers(to: name) }?.action(arguments)
    }

    private func status(_ view: ProductListingView) -> String? {
        view.render().last { $0.hasPrefix("Page") }
    }

    @Test("Given a products server with 45 products When the listing opens Then it shows its first page and Alfie's pagination")
    func serverListing() async throws {
        let view = try await listing(remoteSource: try FakeProductsRemoteSource.numbered(45))

        let lines = view.render()

        #expect(lines.first == "   1. Maison Élodie · Product 001 · £10.10")
        #expect(status(view) == "Page 1 of 3 · 45 products · newest first")
    }

    @Test(
        "Given a page seen 5 minutes ago and a server now down When refresh is typed Then it says so and shows the saved page marked offline"
    )
    func refreshWhileOffline() async throws {
        let source = try FakeProductsRemoteSource.numbered(45)
        let view = try await listing(remoteSource: source)
        clock.advance(by: 300)
        source.fail(with: .unreachable)

        let outcome = await run("refresh", on: view)

        #expect(outcome == .messageThenRender("Can't reach the products server — showing the products saved 5 minutes ago."))
        #expect(status(view) == "Page 1 of 3 · 45 products · newest first · offline — saved 5 minutes ago")
    }

    @Test("Given a saved page and a server answering with errors When refresh is typed Then the server's message is shown")
    func refreshWithServerErrors() async throws {
        let source = try FakeProductsRemoteSource.numbered(5)
        let view = try await listing(remoteSource: source)
        clock.advance(by: 3 * 3_600)
        source.fail(with: .graphQLErrors(["Listing unavailable", "Try\nlater"]))

        let outcome = await run("refresh", on: view)

        #expect(
            outcome
                == .messageThenRender(
                    "The products server answered: Listing unavailable; Try later — showing the products saved 3 hours ago."))
        #expect(status(view) == "Page 1 of 1 · 5 products · newest first · the server answered with errors — saved 3 hours ago")
    }

    @Test("Given a server that answers When refresh is typed Then it says the products are refreshed")
    func refreshOnline() async throws {
        let view = try await listing(remoteSource: try FakeProductsRemoteSource.numbered(5))

        #expect(await run("refresh", on: view) == .messageThenRender("Products refreshed."))
        #expect(status(view) == "Page 1 of 1 · 5 products · newest first")
    }

    @Test(
        "Given nothing saved and a server failing with 500 When the listing opens Then it says what failed and how to try again")
    func nothingSaved() async throws {
        let source = try FakeProductsRemoteSource.numbered(5)
        source.fail(with: .httpStatus(500))

        let view = try await listing(remoteSource: source)

        #expect(
            view.render() == [
                "  The products server failed (HTTP 500) — nothing is saved for this yet. Type refresh to try again."
            ])
    }

    @Test(
        "Given a server that sends its first page for every offset When next is typed Then it says the server does not page and page 1 stays"
    )
    func serverThatDoesNotPage() async throws {
        let view = try await listing(remoteSource: try FakeProductsRemoteSource.numbered(45, sendsFirstPageForEveryOffset: true))

        let outcome = await run("next", on: view)

        #expect(outcome == .messageThenRender("The products server sent page 1 when asked for page 2: it does not page further."))
        #expect(status(view) == "Page 1 of 3 · 45 products · newest first")
    }

    @Test("Given a catalog file of 45 products When the listing opens Then a line says it was imported, above its first page")
    func fileImported() async throws {
        let file = try ProductCatalogFixture.file(ProductCatalogFixture.numbered(45))

        let view = try await listing(ProductListingSourceConfiguration(source: .file(file, shownAs: "big.jsonl")))

        #expect(view.render().first == "  Imported 45 products from big.jsonl.")
        #expect(status(view) == "Page 1 of 3 · 45 products · newest first")
    }

    @Test("Given the import line on screen When next is typed Then the line is gone")
    func importLineGoesAway() async throws {
        let file = try ProductCatalogFixture.file(ProductCatalogFixture.numbered(45))
        let view = try await listing(ProductListingSourceConfiguration(source: .file(file, shownAs: "big.jsonl")))

        _ = await run("next", on: view)

        #expect(!view.render().contains { $0.contains("Imported") })
        #expect(status(view) == "Page 2 of 3 · 45 products · newest first")
    }

    @Test("Given a catalog of 30 and a file broken on line 2 When the listing opens Then it says why and keeps the 30")
    func fileFailedCatalogKept() async throws {
        let database = try TestDatabase.inMemory([ProductListingDiContainer.databaseMigrations])
        _ = try await listing(database: database)
        let file = try ProductCatalogFixture.file(ProductCatalogFixture.numbered(1) + ["{oops"])

        let view = try await listing(
            ProductListingSourceConfiguration(source: .file(file, shownAs: "bad.jsonl")), database: database)

        #expect(
            view.render().first
                == "  bad.jsonl was not imported: line 2 is not a valid product. The catalog you had is kept (30 products).")
        #expect(status(view) == "Page 1 of 2 · 30 products · newest first")
    }

    @Test("Given no catalog yet and a missing file When the listing opens Then it says so and the bundled catalog is shown")
    func fileMissingNothingKept() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).jsonl")

        let view = try await listing(ProductListingSourceConfiguration(source: .file(missing, shownAs: "missing.jsonl")))

        #expect(view.render().first == "  missing.jsonl was not imported: there is no such file. Nothing of it was saved.")
        #expect(status(view) == "Page 1 of 2 · 30 products · newest first")
    }

    @Test(
        "Given the listing in Russian, a page saved 3 minutes ago and a server now down When refresh is typed Then the note takes the Russian plural"
    )
    func russianAgo() async throws {
        let source = try FakeProductsRemoteSource.numbered(5)
        let view = try await listing(remoteSource: source, language: "ru")
        clock.advance(by: 180)
        source.fail(with: .unreachable)

        _ = await run("refresh", on: view)

        #expect(view.render().dropLast().last?.hasSuffix(" · офлайн — сохранено 3 минуты назад") == true)
    }
}
