import FeatureKit
import Foundation
import Navigation
import QRCode
import ReplKit
import TestSupport
import Testing
import ToolsDependencyContainer
import ToolsDomain
import ToolsPresentation
import ToolsTesting

@MainActor
@Suite("Sharing a tool's link")
struct ToolShareTests {
    @Test(
        "Given a tool's details in a script When share is typed Then its knowgod.com link is printed alone, in its primary language"
    )
    func shareFromDetails() async throws {
        let harness = try ToolsScreensHarness()
        let details = await harness.detailsView("a")
        #expect(await harness.run("share", on: details) == .message("https://knowgod.com/en/tool/v1/a?icid=gtshare"))
    }

    @Test("Given a choose-your-own-adventure tool When it is shared Then its link is GodTools' second tool form, in its language")
    func adventureForm() async throws {
        let harness = try ToolsScreensHarness()
        let details = await harness.detailsView("d")
        #expect(await harness.run("share", on: details) == .message("https://knowgod.com/es/tool/v2/d?icid=gtshare"))
    }

    @Test(
        "Given a tool read on page 2 with a parallel language When share is typed Then the link names the page from 0 and both languages"
    )
    func shareFromReader() async throws {
        let harness = try ToolsScreensHarness()
        _ = await harness.run("parallel", ["es"], on: await harness.settingsView("a"))
        let reader = await harness.readerView("a")
        _ = await harness.run("page", ["2"], on: reader)
        #expect(
            await harness.run("share", on: reader)
                == .message("https://knowgod.com/en/tool/v1/a/1?icid=gtshare&primaryLanguage=en&parallelLanguage=es"))
        _ = await harness.run("switch", on: reader)
        #expect(
            await harness.run("share", on: reader)
                == .message("https://knowgod.com/es/tool/v1/a/1?icid=gtshare&primaryLanguage=en&parallelLanguage=es"))
    }

    private func detailsOnATerminal(_ harness: ToolsScreensHarness, columns: Int) async -> ToolDetailsView {
        let details = ToolDetailsView(
            viewModel: harness.container.makeToolDetailsView(toolId: "a", flowStepEmitter: harness.emitter).viewModel,
            currentAppLanguage: harness.container.currentAppLanguage, terminalColumns: { columns })
        await details.appear()
        return details
    }

    @Test("Given a terminal of 40 columns When share is typed Then the link alone is printed: its QR code would wrap")
    func noQRCodeOnANarrowTerminal() async throws {
        let harness = try ToolsScreensHarness()
        let details = await detailsOnATerminal(harness, columns: 40)
        #expect(await harness.run("share", on: details) == .message("https://knowgod.com/en/tool/v1/a?icid=gtshare"))
    }

    @Test("Given a tool on a terminal When share is typed Then its QR code is drawn in half blocks under the link")
    func qrCodeOnATerminal() async throws {
        let harness = try ToolsScreensHarness()
        let details = await detailsOnATerminal(harness, columns: 80)
        guard case .message(let text) = await harness.run("share", on: details) else {
            Issue.record("share printed no message")
            return
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let link = "https://knowgod.com/en/tool/v1/a?icid=gtshare"
        #expect(lines.first == link)
        #expect(Array(lines.dropFirst()) == QRCodeText.halfBlocks(try QRCode(text: link)))
    }

    @Test("Given the link shared from page 2 When it is given back to the app Then it opens the same tool's reader on page 2")
    func linkOpensTheSamePage() async throws {
        let harness = try ToolsScreensHarness()
        let reader = await harness.readerView("a")
        _ = await harness.run("page", ["2"], on: reader)
        guard case .message(let link) = await harness.run("share", on: reader) else {
            Issue.record("share printed no message")
            return
        }
        let components = try #require(URLComponents(string: link))
        let request = try #require(KnowGodLinks.route(for: components))
        let match = try #require(ToolsFeature.toolReaderRoute.match(request))
        #expect(match["abbreviation"] == "a" && match["page"] == "2" && match["language"] == "en")

        let flow = ToolsFlow(
            diContainer: harness.container, navigation: NavigationStack(),
            start: .toolReader(toolId: "a", page: 2, languages: ToolLinkLanguagesDomainModel(primaryCode: "en")))
        flow.start()
        let opened = try #require(flow.navigation.top as? ToolReaderView)
        await opened.appear()
        #expect((opened.reader as? TractReaderView)?.viewModel.position.page == 1)
        #expect(opened.render().contains("Page 2 of 3 · English"))
    }

    @Test(
        "Given a link in Spanish with Arabic beside it When it opens Then the tool reads in those languages, and its settings stay as they were"
    )
    func linkLanguagesOpenOnce() async throws {
        let harness = try ToolsScreensHarness()
        let link = try #require(URLComponents(string: "https://knowgod.com/es/tool/v1/a/1?icid=gtshare&parallelLanguage=ar"))
        let request = try #require(KnowGodLinks.route(for: link))
        let match = try #require(ToolsFeature.toolReaderRoute.match(request))
        let primary = try #require(match["language"])
        let languages = ToolLinkLanguagesDomainModel(primaryCode: primary, parallelCode: match["parallel"])
        let flow = ToolsFlow(
            diContainer: harness.container, navigation: NavigationStack(),
            start: .toolReader(toolId: "a", page: 2, languages: languages))
        flow.start()
        let opened = try #require(flow.navigation.top as? ToolReaderView)
        await opened.appear()
        #expect(opened.viewModel.shownTranslation?.language.code == "es")
        #expect(opened.viewModel.languages.other(of: opened.viewModel.opened.tool)?.language.code == "ar")
        #expect((opened.reader as? TractReaderView)?.viewModel.position.page == 1)
        #expect((await harness.settingsView("a")).render().contains("  Primary language: English"))
    }
}
