import Foundation
import ReplKit
import Testing
import ToolsData
import ToolsPresentation
import ToolsTesting

@MainActor
@Suite("Reader screen")
struct ToolReaderViewTests {
    private let hint = "Type next, prev, card, tap or page and a number, switch, settings, or back."

    @Test(
        "Given a tool not saved When the reader opens Then it says what it saved and shows page 1's hero with its card listed, then the card"
    )
    func opensOnPageOne() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.readerView("a")
        #expect(view.title == "Alpha")
        #expect(
            view.render() == [
                "Saved for offline reading: English.",
                "  Alpha one",
                "    Alpha one: paragraph & more.",
                "  Card 1 · Card 1",
                "Page 1 of 3 · English",
                hint,
            ])
        #expect(await harness.run("next", on: view) == .render)
        #expect(view.render() == ["  Card 1 of 1 · Card 1", "    Card text 1.", "Page 1 of 3 · English", hint])
    }

    @Test("Given the last page When the person types next Then it says so and stays")
    func nextOnLastPage() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.readerView("a")
        for _ in 1...5 { #expect(await harness.run("next", on: view) == .render) }
        #expect(await harness.run("next", on: view) == .message("This is the last page."))
        #expect(view.render()[0] == "  Card 1 of 1 · Card 3")
        #expect(view.render().contains("Page 3 of 3 · English"))
    }

    @Test("Given the first page When the person types prev Then it says so")
    func prevOnFirstPage() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.readerView("a")
        #expect(await harness.run("prev", on: view) == .message("This is the first page."))
    }

    @Test(
        "Given a tool of 3 pages When the person asks for a page outside 1 to 3 Then it says which pages there are",
        arguments: ["0", "4", "two"]
    )
    func pageOutOfRange(page: String) async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.readerView("a")
        #expect(await harness.run("page", [page], on: view) == .failure("There is no page \(page) — type a number from 1 to 3."))
        #expect(view.render().contains("Page 1 of 3 · English"))
    }

    @Test("Given no parallel language When the person types switch Then it says how to choose one")
    func switchWithoutParallel() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.readerView("a")
        #expect(await harness.run("switch", on: view) == .message("No parallel language — type settings to choose one."))
    }

    @Test(
        "Given Arabic as parallel and page 3 shown When the person switches Then the Arabic tool's last page shows, marked right to left"
    )
    func switchToShorterRightToLeft() async throws {
        let harness = try ToolsScreensHarness()
        _ = await harness.run("parallel", ["ar"], on: await harness.settingsView("a"))
        let view = await harness.readerView("a")
        _ = await harness.run("page", ["3"], on: view)

        #expect(await harness.run("switch", on: view) == .render)

        #expect(view.title == "ألفا")
        #expect(view.render().first == "  ألفا اثنان")
        #expect(view.render().suffix(2).first == "Page 2 of 2 · Arabic · right to left · switch: English")
        _ = await harness.run("switch", on: view)
        #expect(view.render().suffix(2).first == "Page 2 of 3 · English · switch: Arabic")
    }

    @Test("Given the reader When the person pages Then the saved line is not repeated")
    func savedLineOnce() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.readerView("b")
        _ = await harness.run("next", on: view)
        #expect(!view.render().contains { $0.hasPrefix("Saved for offline reading") })
    }

    @Test(
        "Given the reader just after a download When a page that is not there is asked for Then nothing moved and the saved line stays"
    )
    func savedLineStaysWhenRefused() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.readerView("b")
        let shown = view.render()

        _ = await harness.run("page", ["99"], on: view)

        #expect(view.render() == shown)
        #expect(shown.contains { $0.hasPrefix("Saved for offline reading") })
    }

    @Test("Given the reader When the person types settings Then the flow is asked for this tool's settings")
    func settingsStep() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.readerView("a")
        _ = await harness.run("settings", on: view)
        #expect(harness.steps == [.toolSettingsTappedFromTool(id: "a")])
    }

    @Test(
        "Given page 2 shown When Spanish is chosen as parallel in settings and the reader shows again Then it stays on page 2, offers Spanish, and counts no second view"
    )
    func backFromSettings() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.readerView("a")
        _ = await harness.run("page", ["2"], on: view)
        _ = await harness.run("parallel", ["es"], on: await harness.settingsView("a"))

        await view.appear()

        #expect(view.render().contains("Saved for offline reading: Spanish."))
        #expect(view.render().contains("Page 2 of 3 · English · switch: Spanish"))
        #expect(harness.source.postedViews.count == 1)
    }

    @Test(
        "Given a page that does not match its checksum When the reader opens Then it says the file was not kept and how to try again"
    )
    func checksumMismatchMessage() async throws {
        let source = FakeToolsContentSource()
        let manifestName = try #require(ToolsFixtures.manifestNames["b-en"])
        let manifest = try ToolManifestDecoder().decode(try #require(ToolsFixtures.files[manifestName]))
        source.replaceFile(named: try #require(manifest.pages.first?.source), with: Data("<page/>".utf8))

        let view = await (try ToolsScreensHarness(source: source)).readerView("b")

        #expect(
            view.render() == [
                "  A file of this tool in English did not match its checksum and was not kept — type refresh to try again."
            ])
    }

    @Test("Given a failed download When the source is back and the person types refresh Then the tool opens")
    func refreshAfterFailure() async throws {
        let harness = try ToolsScreensHarness()
        _ = await harness.listView()
        harness.source.setOffline(true)
        let view = await harness.readerView("a")
        #expect(view.render() == ["  This tool could not be downloaded in English — type refresh to try again."])

        harness.source.setOffline(false)
        #expect(await harness.run("refresh", on: view) == .render)
        #expect(view.render().contains("Page 1 of 3 · English"))
    }
}

@MainActor
@Suite("Tool settings screen")
struct ToolSettingsViewTests {
    @Test(
        "Given a tool in three languages When its settings render Then both choices and both lists show, each without the other's choice"
    )
    func renders() async throws {
        let view = await (try ToolsScreensHarness()).settingsView("a")
        #expect(
            view.render() == [
                "  Alpha",
                "  Primary language: English",
                "  Parallel language: none",
                "  Training tips: off",
                "Primary language — choose from",
                "  Arabic [ar] · English [en] · Spanish [es]",
                "Parallel language — choose from",
                "  none · Arabic [ar] · Spanish [es]",
                "Type primary or parallel and a language code or name, parallel none, swap, or back.",
                "Type tips on or tips off to show or hide training tips.",
            ])
    }

    @Test(
        "Given the settings When Spanish is chosen as parallel and then as primary Then the first is done and the second refused")
    func parallelThenPrimary() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.settingsView("a")
        #expect(await harness.run("parallel", ["Spanish"], on: view) == .messageThenRender("Parallel language: Spanish."))
        #expect(view.render()[5] == "  Arabic [ar] · English [en]")
        #expect(
            await harness.run("primary", ["es"], on: view)
                == .failure("Spanish is the other choice — type swap to exchange them, or choose another.")
        )
    }

    @Test(
        "Given Spanish as parallel When the person swaps and then chooses parallel none Then Spanish is primary and there is no parallel"
    )
    func swapAndNone() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.settingsView("a")
        _ = await harness.run("parallel", ["es"], on: view)
        #expect(await harness.run("swap", on: view) == .messageThenRender("Swapped: Spanish first, English in parallel."))
        #expect(await harness.run("parallel", ["none"], on: view) == .messageThenRender("No parallel language."))
        #expect(view.render()[1...2] == ["  Primary language: Spanish", "  Parallel language: none"])
    }

    @Test("Given a tool's details When the person types read or settings Then the flow is asked for the reader or the settings")
    func detailsSteps() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.detailsView("a")
        #expect(await harness.run("read", on: view) == .silent)
        _ = await harness.run("settings", on: view)
        #expect(harness.steps == [.openToolTappedFromToolDetails(id: "a"), .toolSettingsTappedFromToolDetails(id: "a")])
    }
}
