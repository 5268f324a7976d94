import Foundation
import ProductCatalogKit
import Testing

@testable import BackendKit

@Suite("productListing at /graphql: pages, sorts, searches, refines and facets")
struct ProductListingGraphQLTests {
    typealias Fixture = ProductGraphQLFixture

    @Test("Given the whole catalog When pages 1, 2 and the last are asked Then each holds its own products and says where it is")
    func pagesDiffer() async throws {
        let first = try await Fixture.listing(["offset": 0, "limit": 20])
        let second = try await Fixture.listing(["offset": 20, "limit": 20])
        let last = try await Fixture.listing(["offset": 390, "limit": 20])
        #expect(first.ids.count == 20 && second.ids.count == 20 && last.ids.count == 10)
        #expect(Set(first.ids).isDisjoint(with: second.ids) && Set(second.ids).isDisjoint(with: last.ids))
        #expect(first.pagination["total"] as? Int == Fixture.count)
        #expect(first.pagination["pages"] as? Int == 20)
        #expect(second.pagination["page"] as? Int == 2)
        #expect(second.pagination["nextPage"] as? Int == 40 && second.pagination["previousPage"] as? Int == 0)
        #expect(first.pagination["previousPage"] is NSNull && last.pagination["nextPage"] is NSNull)
        let newest = Fixture.products.map(\.releaseDate).max()
        #expect(
            first.products.first.flatMap { id in Fixture.products.first { $0.styleNumber == id["id"] as? String } }?.releaseDate
                == newest)
    }

    @Test("Given the price and name sorts When two pages are read Then they run in that order across the pages")
    func sorts() async throws {
        for (sort, ascending) in [("LOW_TO_HIGH", true), ("HIGH_TO_LOW", false)] {
            let pages = [try await Fixture.listing(["sort": sort]), try await Fixture.listing(["sort": sort, "offset": 20])]
            let prices = pages.flatMap(\.products).compactMap {
                (($0["priceRange"] as? [String: Any])?["low"] as? [String: Any])?["amount"] as? Int
            }
            #expect(prices.count == 40)
            #expect(prices == prices.sorted(by: ascending ? (<) : (>)))
        }
        let lowest = Fixture.products.map { $0.variants.map(\.price.amount.amount).min() ?? 0 }.min()
        let cheapest = try await Fixture.listing(["sort": "LOW_TO_HIGH", "limit": 1])
        #expect(
            (((cheapest.products.first?["priceRange"] as? [String: Any])?["low"] as? [String: Any])?["amount"] as? Int) == lowest)
        for (sort, ascending) in [("A_Z", true), ("Z_A", false)] {
            let names = try await Fixture.listing(["sort": sort, "limit": 50]).products.compactMap { $0["name"] as? String }
            let keys = names.map(SearchText.fold)
            #expect(keys.count == 50 && keys == keys.sorted(by: ascending ? (<) : (>)))
        }
    }

    @Test("Given refines of two kinds When listed Then every product has one value of each, and the total is the true count")
    func refines() async throws {
        let answer = try await Fixture.listing([
            "refine": [["name": "COLOUR", "values": ["black", "navy"]], ["name": "SIZE", "values": ["M"]]], "limit": 200,
        ])
        let truth = Fixture.products.filter { product in
            product.colours.contains { ["black", "navy"].contains($0.id) } && product.sizes.contains("M")
        }
        #expect(answer.pagination["total"] as? Int == truth.count)
        #expect(Set(answer.ids) == Set(truth.map(\.styleNumber)))
    }

    @Test("Given a refine When the facets are counted Then each kind counts under the other kinds' refines only, selected marked")
    func facetCounts() async throws {
        let answer = try await Fixture.listing([
            "refine": [["name": "COLOUR", "values": ["black"]], ["name": "SIZE", "values": ["M"]]]
        ])
        let withSizeM = Fixture.products.filter { $0.sizes.contains("M") }
        let withBlack = Fixture.products.filter { $0.colours.contains { $0.id == "black" } }
        let colours = answer.facet("COLOUR")
        #expect(colours["black"]?.count == withSizeM.filter { $0.colours.contains { $0.id == "black" } }.count)
        #expect(colours["black"]?.selected == true && colours["navy"]?.selected == false)
        #expect(colours["navy"]?.count == withSizeM.filter { $0.colours.contains { $0.id == "navy" } }.count)
        #expect(answer.facet("SIZE")["L"]?.count == withBlack.filter { $0.sizes.contains("L") }.count)
        let both = withBlack.filter { $0.sizes.contains("M") }
        let brand = try #require(both.first?.brand.slug)
        #expect(answer.facet("BRAND")[brand]?.count == both.filter { $0.brand.slug == brand }.count)
        let prices = answer.facet("PRICE")
        #expect(prices.values.map(\.count).reduce(0, +) == both.count)
    }

    @Test("Given a PRICE refine When listed Then the products' lowest prices lie in it; a wrong one is a bad input")
    func priceRefine() async throws {
        let answer = try await Fixture.listing(["refine": [["name": "PRICE", "values": ["2500", "4999"]]], "limit": 200])
        let truth = Fixture.products.filter { (2_500...4_999).contains($0.variants.map(\.price.amount.amount).min() ?? -1) }
        #expect(answer.pagination["total"] as? Int == truth.count)
        #expect(answer.facet("PRICE")["2500-4999"]?.selected == true)
        let wrong = try await Fixture.listing(["refine": [["name": "PRICE", "values": ["9"]]]])
        #expect(
            wrong.errors.first?["message"] as? String
                == "a PRICE refine takes two whole numbers, [minimum, maximum] in minor units, minimum first")
        #expect((wrong.errors.first?["extensions"] as? [String: Any])?["code"] as? String == "BAD_USER_INPUT")
    }

    @Test("Given search words When listed Then the listing holds exactly the products with every word (accents folded)")
    func search() async throws {
        for text in ["linen", "Crepe dre", "élise"] {
            let answer = try await Fixture.listing(["query": text, "limit": 200])
            let truth = Fixture.products.filter { Fixture.found($0, by: text) }
            #expect(!truth.isEmpty)
            #expect(answer.pagination["total"] as? Int == truth.count, "\(text)")
            #expect(Set(answer.ids) == Set(truth.map(\.styleNumber)), "\(text)")
            #expect(answer.listing["title"] as? String == text)
        }
    }

    @Test("Given a department and a category When listed Then they hold their products and say where they are")
    func categories() async throws {
        let women = try await Fixture.listing(["categoryId": "women", "limit": 1])
        #expect(women.pagination["total"] as? Int == Fixture.products.filter { $0.category.path.first == "Women" }.count)
        let dresses = try await Fixture.listing(["categoryId": "women-dresses", "limit": 1])
        #expect(dresses.pagination["total"] as? Int == Fixture.products.filter { $0.category.id == "women-dresses" }.count)
        #expect(dresses.listing["title"] as? String == "Dresses")
        let hierarchy = dresses.listing["hierarchy"] as? [[String: Any]] ?? []
        #expect(hierarchy.compactMap { $0["categoryId"] as? String } == ["women", "women-dresses"])
        #expect((hierarchy.last?["parent"] as? [String: Any])?["name"] as? String == "Women")
    }
}
