import Foundation
import ReplKit
import Testing
import ToolsData
import ToolsPresentation
import ToolsTesting

@MainActor
@Suite("Lesson screens")
struct LessonScreensTests {
    @Test(
        "Given lessons never opened When the lessons list shows Then the featured lesson comes first, no progress, then the count and language"
    )
    func listBeforeReading() async throws {
        let view = await (try ToolsScreensHarness()).lessonsView()
        #expect(
            view.render() == [
                "Featured lesson",
                "  1. Kappa",
                "All lessons",
                "  2. Lesson",
                "2 lessons available · English",
                "Type open and a number to take a lesson, or language to read lessons in another language.",
            ])
    }

    @Test(
        "Given a lesson read to page 5 of 10 and left When it is opened again Then it asks to pick up, continue goes to page 5, and the list shows 50% complete"
    )
    func resumeAndProgress() async throws {
        let harness = try ToolsScreensHarness()
        let reader = await harness.lessonReaderView("k")
        #expect(reader.render().suffix(2) == ["Page 1 of 10 · 0% complete", "Type next, prev, or back for the lessons."])
        for _ in 1...4 { #expect(await harness.run("next", on: reader) == .render) }
        #expect(reader.render().suffix(2).first == "Page 5 of 10 · 50% complete")

        let reopened = await harness.lessonReaderView("k")
        #expect(
            reopened.render() == [
                "Pick up where you left off?",
                "You were on page 5 of 10 — type continue to go back there, or start over.",
            ])
        #expect(
            await harness.run("next", on: reopened) == .failure("Type continue to pick up where you left off, or start over."))
        #expect(await harness.run("continue", on: reopened) == .render)
        #expect(reopened.render().first == "  Kappa 5")
        #expect(await (try await harness.lessonsView()).render()[1] == "  1. Kappa · 50% complete")
    }

    @Test("Given a lesson left in the middle When the person starts over Then it shows page 1 at 0%")
    func startOver() async throws {
        let harness = try ToolsScreensHarness()
        let reader = await harness.lessonReaderView("k")
        for _ in 1...3 { _ = await harness.run("next", on: reader) }

        let reopened = await harness.lessonReaderView("k")
        #expect(await harness.run("start", ["over"], on: reopened) == .render)

        #expect(reopened.render().suffix(2).first == "Page 1 of 10 · 0% complete")
    }

    @Test("Given the last counted page reached When the list shows Then the lesson is Completed")
    func completed() async throws {
        let harness = try ToolsScreensHarness()
        let reader = await harness.lessonReaderView("k")
        for _ in 1...8 { _ = await harness.run("next", on: reader) }
        #expect(reader.render().suffix(2).first == "Page 9 of 10 · Completed")
        #expect(await (try await harness.lessonsView()).render()[1] == "  1. Kappa · Completed")
    }

    @Test("Given the app in French When a lesson is at one half Then the percent is formatted for French")
    func percentInAppLanguage() async throws {
        let harness = try ToolsScreensHarness(appLanguage: "fr")
        try await harness.container.domainLayer.getTurnLessonPageUseCase().execute(lessonId: "k", pageIndex: 4, pageCount: 10)

        let row = await (try await harness.lessonsView()).render()[1]

        #expect(row.hasPrefix("  1. Kappa · 50"))
        #expect(row.hasSuffix("% terminé"))
        #expect(row != "  1. Kappa · 50% terminé")
    }
}
