import ProductListingPresentation
import ProductListingTesting
import ReplKit
import Testing

@Suite("Filtering on the product listing screen")
@MainActor
struct ProductListingFilterViewTests {
    private func shop(_ language: String = "en") async throws -> (ProductListingScreensHarness, ProductListingView) {
        let harness = try ProductListingScreensHarness(
            appLanguage: language, catalogFile: try ProductCatalogFixture.file(ProductShopFixture.lines))
        return (harness, await harness.listingView())
    }

    @Test("Given the shop When filtered by a two-word brand and a colour Then the filters line and the count say so")
    func filterLine() async throws {
        let (harness, view) = try await shop()

        #expect(await harness.run("filter", ["brand=cafe", "creme", "colour=black"], on: view) == .render)
        #expect(
            view.render() == [
                "  1. Café Crème · Élise Linen Shirt · £20.00 · 2 colours",
                "Filters: brand Café Crème · colour Black",
                "Page 1 of 1 · 1 product · newest first",
                "Type open and a number to see a product, next or prev to turn the page, sort to change the order.",
            ])
    }

    @Test("Given a price filter When the listing shows Then the filters line gives the range in the app's money format")
    func priceLine() async throws {
        let (harness, view) = try await shop()

        _ = await harness.run("filter", ["price=20-50"], on: view)

        #expect(view.render().contains("Filters: price £20.00 – £50.00"))
    }

    @Test("Given filters When filter clear is typed Then every product is back and no filters line shows")
    func clear() async throws {
        let (harness, view) = try await shop()
        _ = await harness.run("filter", ["colour=black"], on: view)

        #expect(await harness.run("filter", ["clear"], on: view) == .render)
        #expect(view.render().suffix(2).first == "Page 1 of 1 · 6 products · newest first")
        #expect(!view.render().contains { $0.hasPrefix("Filters:") })
    }

    @Test("Given filters that match nothing When the listing shows Then it says how to start again")
    func noMatches() async throws {
        let (harness, view) = try await shop()

        _ = await harness.run("filter", ["brand=ondine", "colour=navy"], on: view)

        #expect(view.render().first == "  No products match — type filter clear, or search with other words.")
    }

    @Test("Given an unknown filter name When typed Then it names the filters there are")
    func unknownFilter() async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("filter", ["fabric=wool"], on: view)
                == .failure("There is no filter \"fabric\" — filter by brand, colour, size or price."))
    }

    @Test("Given a brand nobody sells When filtered by it Then it says so")
    func unknownBrand() async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("filter", ["brand=acme"], on: view)
                == .failure("There is no brand \"acme\" — type filters to see them."))
    }

    @Test("Given two Café brands When filtered by cafe Then it asks for more of the name")
    func ambiguous() async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("filter", ["brand=cafe"], on: view)
                == .failure("\"cafe\" could be Café Crème, Café Noir — type more of the name."))
    }

    @Test("Given a price that is not a range When filtered Then it shows how to write one")
    func badPrice() async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("filter", ["price=cheap"], on: view)
                == .failure(
                    "Type a price range as lowest-highest — for example: price=20-50, price=20- or price=-50."
                ))
        #expect(
            await harness.run("filter", ["price=50-20"], on: view)
                == .failure(
                    "The lowest price is above the highest — for example: filter price=20-50."
                ))
    }

    @Test(
        "Given a price that only looks like a number When filtered Then it is refused, not read as another amount",
        arguments: ["price=1e308-", "price=99999999999999999999-", "price=1.2.3-5", "price=20-50x", "price=20–50"]
    )
    func priceNotGuessed(_ word: String) async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("filter", [word], on: view)
                == .failure(
                    "Type a price range as lowest-highest — for example: price=20-50, price=20- or price=-50."
                ))
        #expect(!view.render().contains { $0.hasPrefix("Filters:") })
    }

    @Test("Given a price with a currency sign and spaces When filtered Then the sign and spaces are ignored")
    func priceWithSign() async throws {
        let (harness, view) = try await shop()

        #expect(await harness.run("filter", ["price=£20", "-", "£50"], on: view) == .render)
        #expect(view.render().contains("Filters: price £20.00 – £50.00"))
    }

    @Test("Given words without a name When filtered Then it shows how to filter")
    func usage() async throws {
        let (harness, view) = try await shop()

        #expect(
            await harness.run("filter", ["black"], on: view)
                == .failure(
                    "Type filter and name=value — brand, colour, size or price — for example: filter colour=black,navy price=20-50; or filter clear."
                ))
    }

    @Test("Given a colour filter When filters is typed Then every value shows with its count and the colour is ticked")
    func facets() async throws {
        let (harness, view) = try await shop()
        _ = await harness.run("filter", ["colour=black"], on: view)

        let outcome = await harness.run("filters", on: view)

        #expect(
            outcome
                == .message(
                    [
                        "Filters for 3 products",
                        "Brand",
                        "  Café Crème (1) · Café Noir (0) · Ondine (1) · Otto Weiß (1) · Søren & Co (0)",
                        "Colour",
                        "  ✓ Black (3) · Écru (1) · Navy (3) · Rosé (1)",
                        "Size",
                        "  S (2) · M (2) · L (1) · 30 (1) · 32 (1)",
                        "Price",
                        "  under £25.00 (2) · £25.00 – £49.99 (0) · £50.00 – £99.99 (1) ·",
                        "  £100.00 – £199.99 (0) · £200.00 and over (0)",
                        "Type filter and name=value to narrow the list — for example: filter colour=black,navy size=m price=20-50 — or filter clear.",
                    ].joined(separator: "\n")))
    }

    @Test("Given the listing in Russian When filters is typed Then its title takes the Russian plural")
    func russianFacets() async throws {
        let (harness, view) = try await shop("ru")

        guard case .message(let text) = await harness.run("filters", on: view) else {
            Issue.record("no message")
            return
        }

        #expect(text.hasPrefix("Фильтры для 6 товаров\nБренд\n"))
    }
}
