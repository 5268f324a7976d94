import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Searching on the product listing screen")
@MainActor
struct ProductListingSearchViewTests {
    private func shop() async throws -> (ProductListingScreensHarness, ProductListingView) {
        let harness = try ProductListingScreensHarness(catalogFile: try ProductCatalogFixture.file(ProductShopFixture.lines))
        return (harness, await harness.listingView())
    }

    @Test("Given the shop When denim is searched Then name matches lead and the status names the search and its order")
    func search() async throws {
        let (harness, view) = try await shop()

        #expect(await harness.run("search", ["denim"], on: view) == .render)
        #expect(view.viewModel.visibleProducts.map(\.styleNumber) == ["B", "E", "C"])
        #expect(view.render()[3] == "Page 1 of 1 · 3 products · best matches first · search \"denim\"")
    }

    @Test("Given a search When search is typed alone Then everything is listed newest first")
    func clearSearch() async throws {
        let (harness, view) = try await shop()
        _ = await harness.run("search", ["denim"], on: view)

        _ = await harness.run("search", [], on: view)

        #expect(view.render()[6] == "Page 1 of 1 · 6 products · newest first")
    }

    @Test("Given no search When sort relevance is typed Then it asks for a search first")
    func relevanceWithoutSearch() async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("sort", ["relevance"], on: view)
                == .failure("Relevance orders search results — search for something first."))
    }

    @Test("Given no searches yet When recent is typed Then it says there are none")
    func noRecent() async throws {
        let (harness, view) = try await shop()

        #expect(await harness.run("recent", on: view) == .message("No recent searches yet."))
    }

    @Test("Given two searches When recent is typed Then they are listed, the latest first")
    func recent() async throws {
        let (harness, view) = try await shop()
        _ = await harness.run("search", ["denim"], on: view)
        _ = await harness.run("search", ["élise"], on: view)

        #expect(
            await harness.run("recent", on: view)
                == .message(
                    "Recent searches\n  1. élise\n  2. denim\nType search and the words to search again."
                ))
    }

    @Test("Given searches When recent clear is typed Then they are forgotten")
    func recentClear() async throws {
        let (harness, view) = try await shop()
        _ = await harness.run("search", ["denim"], on: view)

        #expect(await harness.run("recent", ["clear"], on: view) == .message("Recent searches cleared."))
        #expect(await harness.run("recent", on: view) == .message("No recent searches yet."))
    }

    @Test("Given recent and another word When typed Then it shows how to use recent")
    func recentUsage() async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("recent", ["all"], on: view)
                == .failure("Type recent to see your last searches, or recent clear to forget them."))
    }

    @Test("Given the shop When suggest den is typed Then searches and products are suggested")
    func suggest() async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("suggest", ["den"], on: view)
                == .message(
                    [
                        "Suggestions for \"den\"",
                        "Searches",
                        "  denim (3)",
                        "Products",
                        "  Søren & Co · Søren Denim Jacket · £80.00",
                        "  Otto Weiß · Denim Jeans · £50.00 · 2 colours",
                        "  Café Crème · Wool Scarf · £25.00",
                    ].joined(separator: "\n")))
    }

    @Test("Given the shop When suggest cafe is typed Then both Café brands are suggested with their counts")
    func suggestBrands() async throws {
        let (harness, view) = try await shop()

        guard case .message(let text) = await harness.run("suggest", ["cafe"], on: view) else {
            Issue.record("no message")
            return
        }

        #expect(text.contains("Brands\n  Café Crème (2)\n  Café Noir (1)"))
    }

    @Test("Given letters nothing has When suggest is typed Then it says there is nothing")
    func noSuggestions() async throws {
        let (harness, view) = try await shop()

        #expect(await harness.run("suggest", ["zzz"], on: view) == .message("No suggestions for \"zzz\"."))
        #expect(
            await harness.run("suggest", [], on: view) == .failure("Type suggest and a few letters — for example: suggest den."))
    }

    @Test("Given only punctuation When suggest is typed Then it asks for letters instead of suggesting every product")
    func punctuationOnly() async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("suggest", ["^", "*"], on: view)
                == .failure("Type suggest and a few letters — for example: suggest den."))
    }
}
