import Foundation
import JourneyKit
import Testing

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `app --describe` as the journey runner reads it: JSON on standard output, status 0.
@Suite("app --describe")
struct DescribeProcessTests {
    @Test(
        "Given the built app When --describe runs Then it prints every feature's screens with their routes and commands as JSON and exits 0"
    )
    func describes() async throws {
        let (result, description) = try await DescribedApp.run()

        #expect(result.exitStatus == 0, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(Set(description.screens.map(\.feature)) == ["account", "app", "contacts", "languages", "products", "tools"])
        let listing = try #require(description.screen(named: "ProductListingView"))
        #expect(listing.routes == ["products?brand&colour&size&sort&search"])
        #expect(Set(["open", "next", "prev", "search", "sort", "filter"]).isSubset(of: listing.commands.map(\.verb)))
        #expect(description.screen(named: "ContactDetailsView")?.routes == ["contacts/{id}"])
        let global = description.globalCommands.map(\.verb)
        #expect(Set(["back", "goto", "help", "home", "quit", "where"]).isSubset(of: global))
        #expect(description.screens.map(\.name) == description.screens.map(\.name).sorted())
    }

    @Test("Given the built app When --describe runs twice Then it prints the same text")
    func stable() async throws {
        let first = try await DescribedApp.run().result.standardOutput
        let second = try await DescribedApp.run().result.standardOutput

        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test(
        "Given every View the features declare When the app is described Then each is a described screen, but those named for what they show"
    )
    func everyViewDescribed() async throws {
        let declared = try Self.declaredViews()
        let described = Set(try await DescribedApp.run().description.screens.map(\.name))

        #expect(declared.count > 20)
        let missing = declared.filter { !$0.namesItself && !described.contains($0.name) }.map(\.name)
        #expect(missing.isEmpty, "not described: \(missing.sorted())")
    }

    /// Each `final class X: ReplScreen` in the features' sources, and whether its class declares
    /// `screenName` (a screen that shows another names itself after that one).
    private static func declaredViews() throws -> [(name: String, namesItself: Bool)] {
        let features = repositoryRoot.appendingPathComponent("Features")
        let files =
            FileManager.default.enumerator(at: features, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && $0.path.contains("/Sources/") } ?? []
        let declaration = #/final class (\w+): ReplScreen/#
        return try files.flatMap { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            return text.matches(of: declaration).map { (String($0.1), text.contains("var screenName")) }
        }
    }
}
