import Foundation
import ReplHost
import ReplKit
import Testing

@testable import AppComposition

/// Keeps each command a session reported, as the coverage log would write it.
@MainActor
private final class ReportedCommands: ReplCommandObserver {
    private(set) var reports: [(screen: String, command: String?)] = []

    func session(resolved command: String?, typedOn screen: any ReplScreen) {
        reports.append((screen.screenName, command))
    }
}

/// The coverage log and `app --describe` speak of the same screens and commands: a walk
/// through every screen reports only what the description lists, and reaches all of it.
@MainActor
@Suite("Coverage of a walk through every screen")
struct CoverageWalkTests {
    /// The screens outside Tools (whose walk is `ToolsScreensWalk`), with their help.
    private static let appWalk = [
        "help", "where", "products", "help", "next", "prev", "categories", "help", "back", "brands", "help", "back",
        "suggest den", "help", "back", "open 1", "help", "back", "bag", "help", "wishlist", "help",
        "languages", "help", "choose", "help", "choose es", "help", "cancel", "back", "back",
        "contacts", "help", "previous", "open 1", "help", "back", "opn",
        "account", "help", "sign in", "sign up", "register", "forgot", "refresh", "back",
    ]

    @Test(
        "Given a walk through every screen When each command typed is reported Then every screen and command reached is described, and every described screen is reached"
    )
    func walkMatchesDescription() async throws {
        let folder = try await PreparedDataFolder.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try await AppFlowHarness(databaseLocation: .directory(folder))
        let description = await AppDescriber.describe(app.container)
        let reported = ReportedCommands()
        let session = ReplSession(
            navigator: app.flow, source: ScriptedLineSource(Self.appWalk + ToolsScreensWalk.commands), output: RecordingOutput(),
            currentLanguage: app.container.currentAppLanguage)
        session.commandObserver = reported

        _ = await session.run()

        let global = Set(description.globalCommands.map(\.verb))
        for report in reported.reports {
            let screen = try #require(description.screen(named: report.screen), "\(report.screen) is not described")
            guard let command = report.command else { continue }
            #expect(global.contains(command) || screen.commands.contains { $0.verb == command }, "\(report.screen) \(command)")
        }
        #expect(reported.reports.contains { $0.screen == "ContactsListView" && $0.command == "prev" })
        #expect(reported.reports.contains { $0.screen == "ContactsListView" && $0.command == nil })
        let unreached = Set(description.screens.map(\.name)).subtracting(reported.reports.map(\.screen))
        #expect(unreached.isEmpty, "the walk never reached \(unreached.sorted())")
    }

    @Test("Given a command typed on a screen When its coverage line is written Then it names the screen and the command, or null")
    func coverageLine() {
        #expect(
            CoverageLogLine.text(screen: "ProductListingView", command: "open")
                == #"{"screen":"ProductListingView","command":"open"}"#)
        #expect(CoverageLogLine.text(screen: "HomeView", command: nil) == #"{"screen":"HomeView","command":null}"#)
    }
}
