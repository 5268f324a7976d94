import FeatureKit
import Testing

@testable import AppComposition

/// `app --describe` from the app's own parts: every registered feature's screens with their
/// routes and commands, named as the coverage log names them, the same text on every run.
@MainActor
@Suite("The app's description")
struct AppDescriptionTests {
    @Test(
        "Given the registered features When the app is described Then home and every screen each feature lists are there, under their feature"
    )
    func everyFeatureScreens() async throws {
        let app = try await AppFlowHarness()

        let description = await AppDescriber.describe(app.container)

        #expect(description.screen(named: "HomeView")?.feature == AppDescriber.homeFeature)
        for feature in app.container.features {
            let listed = Set(feature.screenCatalog().map(\.screen.screenName))
            #expect(!listed.isEmpty)
            for name in listed {
                #expect(description.screen(named: name)?.feature == type(of: feature).name, "\(name)")
            }
        }
        let withoutCommands = description.screens.filter(\.commands.isEmpty).map(\.name)
        #expect(withoutCommands == ["AboutAppView"])
    }

    @Test("Given every registered route When the app is described Then each is the route of exactly one screen")
    func everyRoute() async throws {
        let app = try await AppFlowHarness()

        let description = await AppDescriber.describe(app.container)

        for route in app.container.features.flatMap(\.routes).map(\.pattern) {
            #expect(description.screens.filter { $0.routes.contains(route) }.count == 1, "\(route)")
        }
        #expect(description.screen(named: "DownloadableLanguagesView")?.routes == ["languages/downloads"])
        #expect(description.screen(named: "DownloadableLanguagesView")?.feature == "tools")
    }

    @Test("Given the products listing When the app is described Then it lists its verbs with their usage as help shows them")
    func productListingCommands() async throws {
        let app = try await AppFlowHarness()

        let listing = try #require(await AppDescriber.describe(app.container).screen(named: "ProductListingView"))

        #expect(listing.feature == "products")
        #expect(listing.routes == ["products?brand&colour&size&sort&search"])
        let verbs = listing.commands.map(\.verb)
        for verb in ["open", "next", "prev", "search", "sort", "filter", "categories", "brands"] {
            #expect(verbs.contains(verb), "\(verb) in \(verbs)")
        }
        #expect(listing.commands.first { $0.verb == "prev" }?.aliases == ["previous"])
        #expect(listing.commands.first { $0.verb == "open" }?.usage == "open <number|style number>")
    }

    @Test("Given a screen whose commands change with what it shows When the app is described Then it lists them all")
    func everyState() async throws {
        let app = try await AppFlowHarness()

        let description = await AppDescriber.describe(app.container)

        let reader = try #require(description.screen(named: "ToolReaderView")).commands.map(\.verb)
        #expect(Set(["card", "page", "open", "tip", "tap", "share"]).isSubset(of: reader), "\(reader)")
        let toolsTab = try #require(description.screen(named: "ToolsListView")).commands.map(\.verb)
        #expect(Set(["tab", "open", "category", "language"]).isSubset(of: toolsTab), "\(toolsTab)")
    }

    @Test("Given the app When it is described twice Then the JSON is the same, screens sorted by name and commands by verb")
    func deterministic() async throws {
        let first = await AppDescriber.describe(try await AppFlowHarness().container)
        let second = await AppDescriber.describe(try await AppFlowHarness().container)

        #expect(first.jsonText() == second.jsonText())
        #expect(first.screens.map(\.name) == first.screens.map(\.name).sorted())
        let unsorted = first.screens.filter { $0.commands.map(\.verb) != $0.commands.map(\.verb).sorted() }
        #expect(unsorted.isEmpty)
        let repeated = first.screens.filter { Set($0.commands.map(\.verb)).count != $0.commands.count }
        #expect(repeated.isEmpty)
        let global = first.globalCommands.map(\.verb)
        #expect(global == global.sorted())
        for verb in ["help", "back", "home", "where", "goto", "quit", "about", "contacts", "products", "bag", "favorites"] {
            #expect(global.contains(verb), "\(verb) in \(global)")
        }
    }
}
