import Foundation
import ProductCatalogKit
import Testing

@testable import BackendKit

@Suite("/graphql: product, brands, navigation, suggestion, errors and faults")
struct ProductGraphQLTests {
    typealias Fixture = ProductGraphQLFixture

    @Test("Given a style number When the product is asked by ID Then it comes back whole; an unknown one is null")
    func product() async throws {
        let wanted = Fixture.products[7]
        let query = """
            query GetProduct($productId: ID!) { product(id: $productId) {
              id styleNumber name brand { id name slug } variants { sku stock size { value } colour { id } price { amount { amount currencyCode } was { amount } } }
              defaultVariant { sku } priceRange { low { amount amountFormatted } high { amount } } } }
            """
        let answer = try await Fixture.ask(query, variables: ["productId": wanted.styleNumber], operationName: "GetProduct")
        let product = try #require(answer.data?["product"] as? [String: Any])
        #expect(product["name"] as? String == wanted.name)
        #expect((product["brand"] as? [String: Any])?["slug"] as? String == wanted.brand.slug)
        let variants = product["variants"] as? [[String: Any]] ?? []
        #expect(variants.compactMap { $0["sku"] as? String } == wanted.variants.map(\.sku))
        let low = (product["priceRange"] as? [String: Any])?["low"] as? [String: Any]
        #expect(low?["amount"] as? Int == wanted.variants.map(\.price.amount.amount).min())
        #expect((low?["amountFormatted"] as? String)?.hasPrefix("£") == true)
        let missing = try await Fixture.ask(query, variables: ["productId": "nope"])
        #expect(missing.errors.isEmpty && missing.data?["product"] is NSNull)
    }

    @Test("Given the catalog When brands are asked Then every brand of its products comes once, by name")
    func brands() async throws {
        let answer = try await Fixture.ask("query GetBrands { brands { id name slug } }")
        let brands = answer.data?["brands"] as? [[String: Any]] ?? []
        #expect(Set(brands.compactMap { $0["slug"] as? String }) == Set(Fixture.products.map(\.brand.slug)))
        let names = brands.compactMap { $0["name"] as? String }.map(SearchText.fold)
        #expect(names == names.sorted())
    }

    @Test("Given the header handle When navigation is asked Then departments list their categories as LISTING entries")
    func navigation() async throws {
        let handles = try await Fixture.ask("{ navigationHandles }")
        #expect(handles.data?["navigationHandles"] as? [String] == ["header"])
        let query =
            "query GetNavigation($handle: String!) { navigation(handle: $handle) { title type url items { title type url } } }"
        let menu = try await Fixture.ask(query, variables: ["handle": "header"]).data?["navigation"] as? [[String: Any]] ?? []
        #expect(Set(menu.compactMap { $0["title"] as? String }) == Set(Fixture.products.compactMap(\.category.path.first)))
        let women = try #require(menu.first { $0["title"] as? String == "Women" })
        #expect(women["url"] as? String == "/c/women" && women["type"] as? String == "LISTING")
        let urls = (women["items"] as? [[String: Any]] ?? []).compactMap { $0["url"] as? String }
        #expect(urls.contains("/c/women-dresses"))
        let none = try await Fixture.ask(query, variables: ["handle": "footer"])
        #expect((none.data?["navigation"] as? [Any])?.isEmpty == true)
    }

    @Test("Given typed text When suggestions are asked Then keywords, brands and products all match it, with true counts")
    func suggestion() async throws {
        let query = """
            query GetSuggestions($term: String!) { suggestion(query: $term) {
              brands { value results slug } keywords { value results } products { id name brandName slug price { amount { amount } } } } }
            """
        let suggestion = try await Fixture.ask(query, variables: ["term": "lin"]).data?["suggestion"] as? [String: Any] ?? [:]
        let products = suggestion["products"] as? [[String: Any]] ?? []
        #expect(!products.isEmpty && products.count <= 8)
        for product in products {
            let match = Fixture.products.first { $0.styleNumber == product["id"] as? String }
            #expect(match.map { Fixture.found($0, by: "lin") } == true)
        }
        let keywords = suggestion["keywords"] as? [[String: Any]] ?? []
        #expect(!keywords.isEmpty)
        for keyword in keywords {
            let value = try #require(keyword["value"] as? String)
            #expect(keyword["results"] as? Int == Fixture.products.filter { Fixture.found($0, by: value) }.count)
        }
        let brands = try await Fixture.ask(query, variables: ["term": "mais"]).data?["suggestion"] as? [String: Any] ?? [:]
        let maison = (brands["brands"] as? [[String: Any]])?.first
        #expect(maison?["value"] as? String == "Maison Élodie")
        #expect(maison?["results"] as? Int == Fixture.products.filter { $0.brand.slug == "maison-elodie" }.count)
    }

    @Test("Given an unknown field or a wrong argument type When asked Then 200 with validation errors and no data")
    func validationErrors() async throws {
        let unknown = try await Fixture.ask("{ productListing(offset: 0, limit: 2) { title nope } }")
        #expect(unknown.status == 200 && unknown.data == nil)
        #expect(unknown.errors.first?["message"] as? String == #"Cannot query field "nope" on type "ProductListing"."#)
        #expect((unknown.errors.first?["extensions"] as? [String: Any])?["code"] as? String == "GRAPHQL_VALIDATION_FAILED")
        #expect((unknown.errors.first?["locations"] as? [[String: Any]])?.first?["line"] as? Int == 1)
        let wrongType = try await Fixture.ask(#"{ productListing(offset: "a", limit: 2) { title } }"#)
        #expect(wrongType.status == 200 && wrongType.data == nil && wrongType.errors.count == 1)
        let wrongVariable = try await Fixture.listing(["offset": "zero"])
        #expect((wrongVariable.errors.first?["extensions"] as? [String: Any])?["code"] as? String == "BAD_USER_INPUT")
        let unparsable = try await Fixture.ask("{ productListing(")
        #expect((unparsable.errors.first?["extensions"] as? [String: Any])?["code"] as? String == "GRAPHQL_PARSE_FAILED")
        let tooMany = try await Fixture.listing(["limit": 5000])
        #expect(tooMany.errors.first?["message"] as? String == "limit must be from 1 to 200")
        #expect(tooMany.data?["productListing"] is NSNull)
    }

    @Test("Given a GET with query= When asked Then it is answered; a body that is no GraphQL request is a 400")
    func transport() async throws {
        let get = try await Fixture.send(BackendRequest(target: "/graphql?query=%7B%20navigationHandles%20%7D"))
        #expect(get.data?["navigationHandles"] as? [String] == ["header"])
        let notJSON = try await Fixture.send(BackendRequest(method: "POST", target: "/graphql", body: Array("hello".utf8)))
        #expect(notJSON.status == 400 && !notJSON.errors.isEmpty)
        guard case .respond(let put) = await Fixture.backend.handle(BackendRequest(method: "PUT", target: "/graphql")).action
        else { throw ProductGraphQLFixture.NoAnswer() }
        #expect(put.status == 405 && put.header("Allow") == "GET, POST")
    }

    @Test("Given a scenario on /graphql When a listing is asked Then the fault answers, and the other routes do not meet it")
    func fault() async throws {
        let backend = Backend()
        backend.scenario.replace(text: "/graphql status 503", rules: try ScenarioParser.parse("/graphql status 503").get())
        let request = BackendRequest(method: "POST", target: "/graphql", body: Array(#"{"query":"{ navigationHandles }"}"#.utf8))
        guard case .respond(let failed) = await backend.handle(request).action else { throw ProductGraphQLFixture.NoAnswer() }
        #expect(failed.status == 503)
        guard case .respond(let other) = await backend.handle(BackendRequest(target: "/languages")).action else {
            throw ProductGraphQLFixture.NoAnswer()
        }
        #expect(other.status == 200)
        backend.scenario.replace(text: "/graphql reset", rules: try ScenarioParser.parse("/graphql reset").get())
        #expect(await backend.handle(request).action == .reset)
    }

    @Test("Given the app's listing query When POSTed over loopback Then a page of products comes back with its facets")
    func overLoopback() async throws {
        try await withBackend { _, client in
            let body = try JSONSerialization.data(withJSONObject: [
                "query": AppListingQuery.text, "operationName": AppListingQuery.operationName,
                "variables": ["offset": 20, "limit": 20],
            ])
            let answer = try await client.send("/graphql", method: .POST, body: String(decoding: body, as: UTF8.self))
            #expect(answer.status == 200 && answer.headers["content-type"] == "application/json; charset=utf-8")
            let json = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]
            let listing = (json?["data"] as? [String: Any])?["productListing"] as? [String: Any]
            #expect((listing?["products"] as? [Any])?.count == 20)
            #expect((listing?["pagination"] as? [String: Any])?["total"] as? Int == ProductCatalogGenerator.bundledCount)
            #expect((listing?["filters"] as? [Any])?.count == 4)
        }
    }
}
