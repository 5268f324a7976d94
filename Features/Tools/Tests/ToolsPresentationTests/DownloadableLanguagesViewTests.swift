import Foundation
import ReplKit
import SystemKit
import TestSupport
import Testing
import ToolsData
import ToolsDependencyContainer
import ToolsPresentation
import ToolsTesting

@MainActor
@Suite("Downloadable languages screen")
struct DownloadableLanguagesViewTests {
    @Test("Given nothing downloaded When the screen shows Then each language has both names and its count, by name")
    func rows() async throws {
        let view = await (try ToolsScreensHarness()).downloadsView()
        #expect(
            view.render() == [
                "  1. Arabic — العربية · 2 tools available",
                "  2. English · 4 tools available",
                "  3. French — Français · 1 tool available",
                "  4. Spanish — Español · 3 tools available",
                "4 languages",
                "Type download or remove and a number, code or name, or search and a name.",
            ])
    }

    @Test("Given a script When a language is downloaded Then one final line says so and the row shows it available offline")
    func downloadOneLine() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.downloadsView()

        let outcome = await harness.run("download", ["4"], on: view)

        #expect(outcome == .message("Spanish is available offline: 3 tools and lessons downloaded."))
        #expect(view.render()[3] == "  4. Spanish — Español · 3 tools available · available offline ✓ · updated January 15, 2026")
    }

    @Test("Given a terminal When a language downloads Then the progress line shows a bar of the average progress, reaching 100%")
    func progressBar() async throws {
        let lines = LockedState<[String]>([])
        let source = FakeToolsContentSource()
        let container = ToolsDiContainer(
            database: try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations]),
            currentAppLanguage: TestAppLanguage.current("en"),
            clock: TestClock.fixed(),
            progress: ReplProgress { text in lines.withLock { $0.append(text) } }, source: source
        )
        let view = container.makeDownloadableLanguagesView()
        await view.appear()

        _ = await view.commands.first { $0.answers(to: "download") }?.action(["fr"])

        let shown = lines.withLock { $0 }.filter { !$0.hasSuffix("[K") }
        #expect(shown.last?.hasSuffix("Downloading French [██████████] 100% · 1 of 1") == true)
        #expect(shown.contains { $0.contains("░") })
    }

    @Test(
        "Given a tool that fails its checksum halfway When the language is downloaded Then the rest is downloaded, the tool is named at the end, and retry fetches only it"
    )
    func failureThenRetry() async throws {
        let source = FakeToolsContentSource()
        let harness = try ToolsScreensHarness(source: source)
        let view = await harness.downloadsView()
        let manifestName = try #require(ToolsFixtures.manifestNames["d-es"])
        let manifest = try ToolManifestDecoder().decode(try #require(ToolsFixtures.files[manifestName]))
        let page = try #require(manifest.pages.first?.source)
        let original = try #require(ToolsFixtures.files[page])
        source.replaceFile(named: page, with: Data("tampered".utf8))

        #expect(
            await harness.run("download", ["es"], on: view)
                == .message(
                    "Spanish is available offline: 2 tools and lessons downloaded.\n"
                        + "1 tool could not be downloaded: Delta en español — type retry to try it again."))
        #expect(view.render().contains { $0.hasPrefix("  4. Spanish — Español · 3 tools available · available offline ✓") })
        source.replaceFile(named: page, with: original)
        let before = source.fetchedFiles.count

        #expect(await harness.run("retry", on: view) == .message("Spanish is available offline: 3 tools and lessons downloaded."))
        #expect(Set(source.fetchedFiles.dropFirst(before)).isSubset(of: Set([manifestName] + manifest.pages.map(\.source))))
        #expect(await harness.run("retry", on: view) == .message("Nothing to retry — type download and a language."))
    }

    @Test(
        "Given the source gone When a language is downloaded Then it stops at the first tool, and retry once the source is back downloads it all"
    )
    func stoppedThenRetry() async throws {
        let source = FakeToolsContentSource()
        let harness = try ToolsScreensHarness(source: source)
        let view = await harness.downloadsView()
        source.setOffline(true)

        #expect(
            await harness.run("download", ["es"], on: view)
                == .failure(
                    "Alfa could not be downloaded in Spanish — type retry to try again; what was downloaded is kept."))
        source.setOffline(false)

        #expect(await harness.run("retry", on: view) == .message("Spanish is available offline: 3 tools and lessons downloaded."))
    }

    @Test("Given Spanish downloaded When the person types remove es Then it asks first; no keeps it, yes removes it")
    func removeAsksFirst() async throws {
        let harness = try ToolsScreensHarness()
        let view = await harness.downloadsView()
        _ = await harness.run("download", ["es"], on: view)

        #expect(await harness.run("remove", ["es"], on: view) == .message("Remove Spanish from this device? Type yes or no."))
        #expect(await harness.run("no", on: view) == .message("Spanish stays available offline."))
        _ = await harness.run("remove", ["Spanish"], on: view)
        #expect(await harness.run("yes", on: view) == .messageThenRender("Removed Spanish: 11 files freed."))
        #expect(await harness.run("yes", on: view) == .failure("Nothing to confirm — type remove and a language first."))
    }
}
