import AppCore
import FeatureHost
import FeatureKit
import Localization
import Navigation
import ReplKit
import Testing

@MainActor
@Suite("Opening routes from any screen")
struct RouteOpenerTests {
    /// A root flow with a Home screen, the fake shop and people features, and a route opener.
    @MainActor
    private final class Host {
        let root: Flow
        let router: FeatureRouter
        let opener: RouteOpener
        let goto: ReplCommand

        init() async throws {
            let launched = try await LaunchedFeatures.launch(
                [
                    try FeatureFactory.parsing(FakeFeature.self, arguments: []),
                    try FeatureFactory.parsing(PeopleFeature.self, arguments: []),
                ],
                databaseLocation: .inMemory, clock: SystemAppClock(), processEnvironment: [:]
            )
            root = Flow(navigation: NavigationStack())
            root.navigation.setRoot(TitledScreen(title: "Home"), owner: root)
            router = FeatureRouter(features: launched.features, rootFlow: root)
            let language = launched.environment.currentAppLanguage
            opener = RouteOpener(router: router, currentLanguage: language)
            goto = GotoCommand.make(opener: opener, currentLanguage: language)
        }

        var titles: [String] { root.navigation.screens.compactMap { ($0 as? TitledScreen)?.title } }
    }

    @Test("Given the registered features When their routes are listed Then each feature's come in order, defaults included")
    func listsRoutes() async throws {
        let host = try await Host()

        #expect(host.opener.routes.map(\.description) == ["shop", "bag", "people", "people/settings", "people/{id}"])
    }

    @Test("Given a screen deep in one feature When goto names a person Then the stack is home, the list and the person")
    func opensWithBackStack() async throws {
        let host = try await Host()
        _ = await host.opener.open("bag")

        let outcome = await host.goto.action(["people/ada"])

        #expect(outcome == .silent)
        #expect(host.titles == ["Home", "People", "Ada"])
        #expect(host.root.children.count == 1)
    }

    @Test("Given a fixed route and a placeholder route of the same shape When the fixed one is typed Then it wins")
    func fixedRouteFirst() async throws {
        let host = try await Host()

        #expect(await host.opener.open("people/settings") == nil)
        #expect(host.titles == ["Home", "People", "Settings"])
    }

    @Test("Given a person the feature does not know When goto names them Then its message is the failure and nothing moves")
    func refusedLeavesStack() async throws {
        let host = try await Host()
        _ = await host.opener.open("people/alan")

        let outcome = await host.goto.action(["people/nobody"])

        #expect(outcome == .failure("There is no person \"nobody\"."))
        #expect(host.titles == ["Home", "People", "Alan"])
    }

    @Test(
        "Given a mistyped route When goto is typed Then the message names the closest route and nothing moves",
        arguments: [
            ("peple/ada", "people/{id}"), ("people/ada/x", "people/{id}"), ("bg", "bag"), ("peopel/settings", "people/settings"),
        ]
    )
    func namesClosestRoute(_ typed: String, _ closest: String) async throws {
        let host = try await Host()

        let outcome = await host.goto.action([typed])

        #expect(outcome == .failure("There is no screen at \"\(typed)\" — the closest route is \(closest)."))
        #expect(host.titles == ["Home"])
    }

    @Test("Given a route with a query item its screen does not take When goto is typed Then it names the route as it is")
    func unknownQueryItem() async throws {
        let host = try await Host()

        #expect(
            await host.opener.open("people?sort=name")
                == "There is no screen at \"people?sort=name\" — the closest route is people.")
    }

    @Test("Given a link a feature reads When goto is given it Then that feature's screen opens")
    func opensLink() async throws {
        let host = try await Host()

        #expect(await host.goto.action(["https://people.example/p/ada"]) == .silent)
        #expect(host.titles == ["Home", "People", "Ada"])
    }

    @Test("Given a link no feature reads When goto is given it Then it says so and nothing moves")
    func unknownLink() async throws {
        let host = try await Host()

        let outcome = await host.goto.action(["https://example.com/peple/ada"])

        #expect(
            outcome
                == .failure(
                    "The app opens no screen for \"https://example.com/peple/ada\" — goto alone lists the routes it takes."))
        #expect(host.titles == ["Home"])
    }

    @Test("Given goto alone When typed Then every route is listed under a heading")
    func gotoAloneListsRoutes() async throws {
        let host = try await Host()

        #expect(
            await host.goto.action([])
                == .message(
                    ["Routes (type goto and one):", "  shop", "  bag", "  people", "  people/settings", "  people/{id}"].joined(
                        separator: "\n")))
    }
}
