import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Searching on the product listing screen")
@MainActor
struct ProductListingSearchViewTests {
    private let hint =
        "Type recent and a number to search again, recent remove and a number to forget one, or recent clear to forget them all."

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
                    "Recent searches\n  1. élise\n  2. denim\n" + hint
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
                == .failure(
                    "Type recent to see your last searches, recent and a number to search again, recent remove and a number to forget one, or recent clear to forget them all."
                ))
    }

    @Test("Given two searches When recent 2 is typed Then the older one is searched again and moves to the top")
    func recentAgain() async throws {
        let (harness, view) = try await shop()
        _ = await harness.run("search", ["denim"], on: view)
        _ = await harness.run("search", ["élise"], on: view)

        #expect(await harness.run("recent", ["2"], on: view) == .render)

        #expect(view.render()[3] == "Page 1 of 1 · 3 products · best matches first · search \"denim\"")
        #expect(await harness.run("recent", on: view) == .message("Recent searches\n  1. denim\n  2. élise\n" + hint))
    }

    @Test("Given two searches When recent remove 1 is typed Then the latest is forgotten and the rest shown")
    func recentRemove() async throws {
        let (harness, view) = try await shop()
        _ = await harness.run("search", ["denim"], on: view)
        _ = await harness.run("search", ["élise"], on: view)

        #expect(
            await harness.run("recent", ["remove", "1"], on: view)
                == .message("Removed \"élise\" from your recent searches.\nRecent searches\n  1. denim\n" + hint))
    }

    @Test("Given one search When recent remove 1 is typed Then no recent searches are left")
    func recentRemoveLast() async throws {
        let (harness, view) = try await shop()
        _ = await harness.run("search", ["denim"], on: view)

        #expect(
            await harness.run("recent", ["remove", "1"], on: view)
                == .message("Removed \"denim\" from your recent searches.\nNo recent searches yet."))
    }

    @Test("Given two searches When recent 5 or recent remove 5 is typed Then it says which numbers there are")
    func recentOutOfRange() async throws {
        let (harness, view) = try await shop()
        _ = await harness.run("search", ["denim"], on: view)
        _ = await harness.run("search", ["élise"], on: view)

        let message = "there is no item 5 — type a number from 1 to 2"
        #expect(await harness.run("recent", ["5"], on: view) == .failure(message))
        #expect(await harness.run("recent", ["remove", "5"], on: view) == .failure(message))
    }

    @Test("Given no searches When recent 1 is typed Then it says there are none")
    func recentNumberWithoutSearches() async throws {
        let (harness, view) = try await shop()

        #expect(await harness.run("recent", ["1"], on: view) == .failure("No recent searches yet."))
    }

    @Test("Given the shop When suggest den is typed Then the flow hears the suggestions, to show them on their own screen")
    func suggest() async throws {
        let (harness, view) = try await shop()

        #expect(await harness.run("suggest", ["den"], on: view) == .silent)
        guard case .suggestionsShownFromProductListing(let suggestions) = harness.steps.first else {
            Issue.record("no suggestions shown")
            return
        }
        #expect(suggestions.keywords.map(\.value) == ["denim"])
        #expect(suggestions.products.map(\.styleNumber) == ["B", "E", "C"])
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
