import Testing

@testable import AppComposition

/// The routes `app --describe` gives each screen agree with the router: `goto` lands on the
/// screen described with that route, and what it accepts there is described.
@MainActor
@Suite("The app's description and its routes")
struct AppDescriptionRouteTests {
    @Test(
        "Given a route When goto opens it Then the screen on top is described with that route and every command it accepts",
        arguments: [
            ("contacts", "contacts"), ("contacts/\(AppRouteTests.contactId)", "contacts/{id}"), ("languages", "languages"),
            ("languages/app-languages", "languages/app-languages"), ("languages/downloads", "languages/downloads"),
            ("products", "products?brand&colour&size&sort&search"), ("products/categories", "products/categories"),
            ("products/brands", "products/brands"), ("products/MS100779", "products/{styleNumber}?colour"), ("bag", "bag"),
            ("wishlist", "wishlist"), ("tools", "tools"), ("tools/kgp", "tools/{abbreviation}"),
            ("tools/kgp/read", "tools/{abbreviation}/read?page&language&parallel"), ("favorites", "favorites"),
            ("favorites/all", "favorites/all"), ("lessons", "lessons"), ("lessons/lessonprayer", "lessons/{abbreviation}"),
            ("menu", "menu"), ("menu/about", "menu/about"),
        ]
    )
    func routeOpensDescribedScreen(_ typed: String, _ pattern: String) async throws {
        let app = try await AppFlowHarness()
        let description = await AppDescriber.describe(app.container)

        #expect(await app.flow.open(route: typed) == nil)

        let top = try #require(app.flow.screens.last)
        let described = try #require(description.screen(named: top.screenName), "\(top.screenName)")
        #expect(described.routes.contains(pattern), "\(described.name): \(described.routes)")
        await top.appear()
        let verbs = Set(described.commands.map(\.verb))
        let undescribed = top.commands.filter { $0.isListed && !verbs.contains($0.name) }.map(\.name)
        #expect(undescribed.isEmpty, "\(described.name) does not list \(undescribed)")
    }
}
