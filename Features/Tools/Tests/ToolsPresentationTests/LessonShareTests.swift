import FeatureKit
import Foundation
import QRCode
import ReplKit
import Testing
import ToolsDependencyContainer
import ToolsPresentation

@MainActor
@Suite("Sharing a lesson's link")
struct LessonShareTests {
    @Test(
        "Given the lessons list in a script When share and a lesson's number or code is typed Then its knowgod.com lesson link is printed alone"
    )
    func shareFromTheList() async throws {
        let harness = try ToolsScreensHarness()
        let lessons = await harness.lessonsView()
        #expect(await harness.run("share", ["2"], on: lessons) == .message("https://knowgod.com/en/lesson/l?icid=gtshare"))
        #expect(await harness.run("share", ["k"], on: lessons) == .message("https://knowgod.com/en/lesson/k?icid=gtshare"))
    }

    @Test("Given the lessons list When share names a number not listed Then it says which numbers there are")
    func shareANumberNotListed() async throws {
        let harness = try ToolsScreensHarness()
        let lessons = await harness.lessonsView()
        #expect(await harness.run("share", ["9"], on: lessons) == .failure("there is no item 9 — type a number from 1 to 2"))
    }

    @Test("Given Spanish as the app language When a lesson is shared Then the link is in the lesson language, Spanish")
    func shareInTheLessonLanguage() async throws {
        let harness = try ToolsScreensHarness(appLanguage: "es")
        let lessons = await harness.lessonsView()
        #expect(await harness.run("share", ["l"], on: lessons) == .message("https://knowgod.com/es/lesson/l?icid=gtshare"))
    }

    @Test(
        "Given a lesson read on its first page, then on page 3 When share is typed Then the link leaves the first page out and names page 3 from 0"
    )
    func shareFromTheReader() async throws {
        let harness = try ToolsScreensHarness()
        let reader = await harness.lessonReaderView("k")
        #expect(await harness.run("share", on: reader) == .message("https://knowgod.com/en/lesson/k?icid=gtshare"))
        _ = await harness.run("next", on: reader)
        _ = await harness.run("next", on: reader)
        #expect(await harness.run("share", on: reader) == .message("https://knowgod.com/en/lesson/k/2?icid=gtshare"))
    }

    @Test("Given a lesson on a terminal When share is typed on the list Then its QR code is drawn in half blocks under the link")
    func qrCodeOnATerminal() async throws {
        let harness = try ToolsScreensHarness()
        let lessons = LessonsListView(
            viewModel: harness.container.makeLessonsListView(flowStepEmitter: harness.emitter).viewModel,
            currentAppLanguage: harness.container.currentAppLanguage, terminalColumns: { 80 })
        await lessons.appear()
        guard case .message(let text) = await harness.run("share", ["2"], on: lessons) else {
            Issue.record("share printed no message")
            return
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let link = "https://knowgod.com/en/lesson/l?icid=gtshare"
        #expect(lines.first == link)
        #expect(Array(lines.dropFirst()) == QRCodeText.halfBlocks(try QRCode(text: link)))
    }

    @Test("Given the link shared from a lesson's page When it is given back to the app Then it names that lesson's route")
    func linkOpensTheLesson() async throws {
        let harness = try ToolsScreensHarness()
        let reader = await harness.lessonReaderView("k")
        _ = await harness.run("next", on: reader)
        guard case .message(let link) = await harness.run("share", on: reader) else {
            Issue.record("share printed no message")
            return
        }
        let components = try #require(URLComponents(string: link))
        let request = try #require(KnowGodLinks.route(for: components))
        #expect(ToolsFeature.lessonRoute.match(request)?["abbreviation"] == "k")
    }
}
