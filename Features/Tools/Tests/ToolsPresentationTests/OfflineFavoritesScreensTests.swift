import Foundation
import Localization
import Navigation
import ReplKit
import SystemKit
import TestSupport
import Testing
import ToolsDependencyContainer
import ToolsDomain
import ToolsPresentation
import ToolsTesting

@MainActor
@Suite("Offline favorites on the tools screens")
struct OfflineFavoritesScreensTests {
    private static let banner =
        "ⓘ Favorites stay on this device: favorite a tool (fav and its number) and it opens even with no connection. Type dismiss to hide this."

    @Test("Given the notice above the list When the person types dismiss Then it goes, and stays gone on the next list")
    func dismissBanner() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.listView()
        #expect(view.render().first == Self.banner)

        #expect(await harness.run("dismiss", on: view) == .messageThenRender("Hidden — this tip won't show again."))
        #expect(view.render().first == "Spotlight")
        #expect(await harness.run("dismiss", on: view) == .message("This tip is already hidden."))
        #expect(await harness.listView().render().first == "Spotlight")
    }

    @Test(
        "Given a terminal When the person favorites a tool Then the command returns before the download, whose progress ends saying it is offline"
    )
    func favoriteDownloadsInTheBackground() async throws {
        let lines = LockedState<[String]>([])
        let source = FakeToolsContentSource()
        let container = ToolsDiContainer(
            database: try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current("en"), clock: TestClock.fixed(),
            progress: ReplProgress { text in lines.withLock { $0.append(text) } }, source: source
        )
        let view = container.makeToolsListView(flowStepEmitter: FlowStepEmitter<ToolsFlowStep>())
        await view.appear()
        let fav = try #require(view.commands.first { $0.answers(to: "fav") })

        let outcome = await fav.action(["2"])
        await container.offlineFavoriteKeeper.waitUntilIdle()
        let shown = lines.withLock { $0 }
        source.setOffline(true)
        let reader = container.makeToolReaderView(toolId: "a", flowStepEmitter: FlowStepEmitter<ToolsFlowStep>())
        await reader.appear()

        #expect(
            outcome
                == .messageThenRender("Added Alpha to your favorites.\nSaving Alpha for offline use in the background."))
        #expect(shown.contains { $0.contains("Saving Alpha for offline use [██████████] 100%") })
        #expect(shown.last?.hasSuffix("Alpha is available offline: English.\r\n") == true)
        #expect(reader.render().contains { $0.contains("Alpha one") })
    }

    @Test("Given a favorite kept offline When the person unfavorites it on the list Then its files are freed")
    func unfavoriteFrees() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.listView()
        _ = await harness.run("fav", ["2"], on: view)

        #expect(await harness.run("unfav", ["2"], on: view) == .messageThenRender("Removed Alpha from your favorites."))
        harness.source.setOffline(true)
        let reader = await harness.readerView("a")

        #expect(!reader.render().contains { $0.contains("Alpha one") })
    }
}
