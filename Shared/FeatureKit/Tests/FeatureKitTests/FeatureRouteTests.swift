import FeatureKit
import Testing

@Suite("Route patterns and typed routes")
struct FeatureRouteTests {
    @Test("Given a pattern with a placeholder and query names When read Then its segments and names come out")
    func readsPattern() {
        let route = FeatureRoute("products/{styleNumber}?colour&size")

        #expect(route.segments == [.literal("products"), .parameter("styleNumber")])
        #expect(route.queryNames == ["colour", "size"])
        #expect(route.description == "products/{styleNumber}?colour=…&size=…")
        #expect(route.path == "products/{styleNumber}")
        #expect(!route.isFixed)
        #expect(FeatureRoute("languages/downloads").isFixed)
    }

    @Test("Given a typed route with slashes, a query and percent escapes When parsed Then segments and items are decoded")
    func parsesRequest() throws {
        let request = try #require(RouteRequest(parsing: " /products//MS100779?Colour=ros%C3%A9&sort= "))

        #expect(request.path == ["products", "MS100779"])
        #expect(request.query == [.init(name: "colour", value: "rosé"), .init(name: "sort", value: "")])
        #expect(request.description == "products/MS100779?colour=rosé&sort=")
    }

    @Test("Given text that names no path When parsed Then there is no route", arguments: ["", "   ", "/", "?sort=new", "//?"])
    func parsesNothing(_ text: String) {
        #expect(RouteRequest(parsing: text) == nil)
    }

    @Test("Given contacts/{id} When a contact's route is matched Then the id is its value, whatever the word's case")
    func matchesPlaceholder() throws {
        let route = FeatureRoute("contacts/{id}")
        let request = try #require(RouteRequest(parsing: "Contacts/AbC-12"))
        let match = try #require(route.match(request))

        #expect(match["id"] == "AbC-12")
        #expect(match.route == route)
    }

    @Test(
        "Given contacts/{id} When a route of another shape is matched Then it does not match",
        arguments: ["contacts", "contacts/1/2", "contact/1", "tools/1", "contacts/1?sort=name"]
    )
    func rejectsOtherShapes(_ text: String) throws {
        let request = try #require(RouteRequest(parsing: text))
        #expect(FeatureRoute("contacts/{id}").match(request) == nil)
    }

    @Test(
        "Given a listing route taking brand and sort When matched with both Then each value is there and an empty one is absent")
    func matchesQuery() throws {
        let route = FeatureRoute("products?brand&sort&search")
        let request = try #require(RouteRequest(parsing: "products?brand=dune-tide&sort=price-asc&search="))
        let match = try #require(route.match(request))

        #expect(match["brand"] == "dune-tide")
        #expect(match["sort"] == "price-asc")
        #expect(match["search"] == nil)
    }
}
