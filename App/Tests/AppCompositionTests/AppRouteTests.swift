import AppComposition
import ReplKit
import Testing

/// Every feature's routes through the whole app: `goto` builds the stack a person would have
/// walked, from any screen; a route naming what is not there changes nothing.
@MainActor
@Suite("Routes into any screen")
struct AppRouteTests {
    /// Anaïs Michel, the second contact of the bundled book's first page.
    nonisolated static let contactId = "8114109e-41f6-4bf9-a1fc-62954f3363fd"

    @Test(
        "Given a screen of another feature When goto names a screen Then the stack is home and the screens on the way to it",
        arguments: [
            ("contacts", ["Home", "Contacts"]),
            ("contacts/\(contactId)", ["Home", "Contacts", "Madame Anaïs Michel"]),
            ("products/MS100779?colour=rose", ["Home", "Products", "Dune & Tide · Slim Merino Dress"]),
            ("products/brands", ["Home", "Products", "Brands"]),
            ("tools/kgp", ["Home", "Tools", "Knowing God Personally"]),
            ("languages/app-languages", ["Home", "Language settings", "App languages"]),
            ("languages/downloads", ["Home", "Language settings", "Downloadable languages"]),
            ("bag", ["Home", "Bag"]),
        ]
    )
    func gotoBuildsBackStack(_ route: String, _ titles: [String]) async throws {
        let app = try await AppFlowHarness()
        await app.run("wishlist")

        #expect(await app.run("goto", route) == .silent)

        #expect(app.titles == titles)
    }

    @Test("Given a contact opened by route When back is typed twice Then the list and then home are shown")
    func backWalksTheStack() async throws {
        let app = try await AppFlowHarness()
        #expect(await app.flow.open(route: "contacts/\(Self.contactId)") == nil)

        await app.run("back")
        #expect(app.titles == ["Home", "Contacts"])
        await app.run("back")
        #expect(app.titles == ["Home"])
        #expect(app.flow.children.isEmpty)
    }

    @Test(
        "Given a public link When goto is given it Then the screen it stands for opens",
        arguments: [
            ("https://knowgod.com/en/kgp", ["Home", "Tools", "Knowing God Personally", "Knowing God Personally"]),
            ("alfie://alfie.target/product/MS100779?color=Rose", ["Home", "Products", "Dune & Tide · Slim Merino Dress"]),
            ("https://mock-server-rose.vercel.app/shop", ["Home", "Products"]),
        ]
    )
    func gotoLink(_ link: String, _ titles: [String]) async throws {
        let app = try await AppFlowHarness()

        #expect(await app.run("goto", link) == .silent)

        #expect(app.titles == titles)
    }

    @Test(
        "Given a route naming what is not there When goto is typed Then the feature says so and the stack is as it was",
        arguments: [
            ("contacts/nobody", "There is no saved contact \"nobody\"."),
            ("products/NOPE", "There is no product \"NOPE\"."),
            ("tools/nope", "There is no tool \"nope\"."),
            ("lessons/kgp", "There is no lesson \"kgp\"."),
        ]
    )
    func refusedRoute(_ route: String, _ message: String) async throws {
        let app = try await AppFlowHarness()
        await app.run("languages")

        #expect(await app.run("goto", route) == .failure(message))

        #expect(app.titles == ["Home", "Language settings"])
    }

    @Test("Given a mistyped route When goto is typed Then the closest route is named")
    func closestRoute() async throws {
        let app = try await AppFlowHarness()

        #expect(
            await app.run("goto", "contact/12")
                == .failure("There is no screen at \"contact/12\" — the closest route is contacts/{id}."))
        #expect(app.titles == ["Home"])
    }

    @Test("Given the registered features When goto is typed alone Then every feature's routes are listed")
    func listsEveryRoute() async throws {
        let app = try await AppFlowHarness()

        guard case .message(let text) = await app.run("goto") else {
            Issue.record("goto alone printed no list")
            return
        }
        for route in ["contacts/{id}", "languages/downloads", "products/{styleNumber}?colour=…", "tools/{abbreviation}/read"] {
            #expect(text.contains("  \(route)"), "missing \(route)")
        }
    }
}
