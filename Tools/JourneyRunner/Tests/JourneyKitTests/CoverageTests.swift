import Foundation
import JourneyKit
import Testing

@Suite("Screen coverage")
struct CoverageTests {
    static let description = AppDescription(
        screens: [
            .init(
                name: "products", routes: ["products"], feature: "ProductListing",
                commands: [.init(verb: "open", usage: nil), .init(verb: "next", usage: nil)]),
            .init(name: "bag", routes: ["bag"], feature: "ProductListing", commands: [.init(verb: "remove", usage: nil)]),
            .init(name: "home", routes: [], feature: nil, commands: [.init(verb: "say", usage: nil)]),
        ],
        globalCommands: [.init(verb: "help", usage: nil), .init(verb: "where", usage: nil)])

    @Test(
        "Given coverage logs When the table is made Then each screen says whether it was reached and which commands were typed there, with totals"
    )
    func table() {
        let coverage = ScreenCoverage(
            description: Self.description,
            lines: [
                .init(screen: "products", command: "open"), .init(screen: "products", command: "help"),
                .init(screen: "products", command: nil), .init(screen: "home", command: "say"),
            ])

        #expect(coverage.rows.map(\.screen.name) == ["bag", "home", "products"])
        #expect(coverage.rows.map(\.reached) == [false, true, true])
        #expect(coverage.rows[2].typed == ["open"])
        #expect(coverage.rows[2].untyped == ["next"])
        #expect(
            coverage.totals == "screens reached 2 of 3 (66.7 %), screen × command pairs 2 of 4 (50.0 %), global commands 1 of 2")
        #expect(coverage.markdown.contains("| bag | `bag` | **no** |  | remove |"))
    }

    @Test("Given a runner collecting coverage When a journey runs Then each session's log is read back")
    func collects() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder), collectsCoverage: true)

        let result = await runner.run(try JourneyFile(parsing: "> say a\na\n> restart\n> count\n...\n", name: "c.journey"))

        #expect(
            result.sessions.flatMap(\.coverage) == [
                .init(screen: "home", command: "say"), .init(screen: "home", command: "count"),
            ])
    }

    @Test("Given the app's --describe JSON When it is read Then screens, routes and commands come through; other text is refused")
    func decodes() throws {
        let json =
            #"{"screens":[{"name":"products","routes":["products"],"feature":"ProductListing","commands":[{"verb":"open","aliases":[],"usage":"open <number|id>"}]}],"globalCommands":[{"verb":"help","aliases":[],"usage":"help"}]}"#

        let description = try AppDescription.decode(Data(json.utf8))

        #expect(description.screens.first?.commands.first?.usage == "open <number|id>")
        #expect(throws: BackendHeaderProblem.self) { try AppDescription.decode(Data("nope".utf8)) }
    }
}
