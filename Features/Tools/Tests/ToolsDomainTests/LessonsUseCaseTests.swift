import Localization
import Testing
import ToolsData
import ToolsDomain
import ToolsTesting

@Suite("Lessons: the list, its language, reading with progress and resuming")
struct LessonsUseCaseTests {
    @Test(
        "Given lessons with one featured and one hidden When the lessons are viewed Then the featured lesson comes first and the hidden one is not listed"
    )
    func featuredFirstHiddenLeftOut() async throws {
        let context = try ToolsTestContext()

        let list = try await context.viewLessons.execute()

        #expect(list.featured.map(\.id) == ["k"])
        #expect(list.lessons.map(\.id) == ["l"])
        #expect(list.language?.code == "en")
        #expect(list.rows.allSatisfy { $0.progress == nil })
    }

    @Test(
        "Given the app in Spanish When the lessons are viewed Then they are in Spanish, named in Spanish, only those in Spanish")
    func defaultsToAppLanguage() async throws {
        let context = try ToolsTestContext(appLanguage: "es")

        let list = try await context.viewLessons.execute()

        #expect(list.language?.code == "es")
        #expect(list.rows.map(\.name) == ["Lección"])
    }

    @Test(
        "Given lessons in English, Spanish, Arabic and a hidden one in French When the lesson language filter is viewed Then each language with a lesson is listed with its count, no Any row, sorted by name"
    )
    func languageFilterRows() async throws {
        let context = try ToolsTestContext()

        let options = try await context.viewLessonLanguageFilter.execute()

        #expect(options.map(\.language.code) == ["ar", "en", "es"])
        #expect(options.map(\.lessonCount) == [1, 2, 1])
        #expect(options.filter(\.isSelected).map(\.language.code) == ["en"])
    }

    @Test(
        "Given Spanish chosen while the app is in English When the app language changes to Arabic Then the lessons follow the app language"
    )
    func followsAppLanguage() async throws {
        let context = try ToolsTestContext()
        try await context.selectLessonLanguage.execute(languageId: "2")
        #expect(try await context.viewLessons.execute().language?.code == "es")

        context.appLanguage.change(to: try #require(SupportedAppLanguages.language(withCode: "ar")))

        let list = try await context.viewLessons.execute()
        #expect(list.language?.code == "ar")
        #expect(list.rows.map(\.name) == ["درس"])
    }

    @Test(
        "Given a lesson never opened When it is opened Then it starts on page 1 with no question, and the list shows 0% from then on"
    )
    func firstOpening() async throws {
        let context = try ToolsTestContext()

        let lesson = try await context.openLesson.execute(lessonId: "k")
        try await context.turnLessonPage.execute(lessonId: "k", pageIndex: 0, pageCount: lesson.translation.pages.count)

        #expect(lesson.resumePageIndex == nil)
        #expect(lesson.translation.pages.count == 10)
        #expect(try await context.viewLessons.execute().featured.first?.progress == .inProgress(fraction: 0))
    }

    @Test(
        "Given a lesson left on page 5 of 10 When it is opened again Then it offers to pick up on page 5 and the list shows one half"
    )
    func resume() async throws {
        let context = try ToolsTestContext()
        _ = try await context.openLesson.execute(lessonId: "k")
        let progress = try await context.turnLessonPage.execute(lessonId: "k", pageIndex: 4, pageCount: 10)

        let reopened = try await context.openLesson.execute(lessonId: "k")

        #expect(progress == .inProgress(fraction: 0.5))
        #expect(reopened.resumePageIndex == 4)
        #expect(try await context.viewLessons.execute().featured.first?.progress == .inProgress(fraction: 0.5))
    }

    @Test(
        "Given a lesson read to its last counted page When it is opened again Then it is Completed and starts over without asking"
    )
    func completedDoesNotAsk() async throws {
        let context = try ToolsTestContext()
        _ = try await context.openLesson.execute(lessonId: "k")
        try await context.turnLessonPage.execute(lessonId: "k", pageIndex: 8, pageCount: 10)

        let reopened = try await context.openLesson.execute(lessonId: "k")

        #expect(reopened.resumePageIndex == nil)
        #expect(try await context.viewLessons.execute().featured.first?.progress == .completed)
    }

    @Test("Given a lesson left in the middle When the person starts over Then its progress is back to 0 and it no longer asks")
    func startOver() async throws {
        let context = try ToolsTestContext()
        try await context.turnLessonPage.execute(lessonId: "k", pageIndex: 4, pageCount: 10)

        try await context.turnLessonPage.execute(lessonId: "k", pageIndex: 0, pageCount: 10)

        #expect(try await context.openLesson.execute(lessonId: "k").resumePageIndex == nil)
        #expect(try await context.viewLessons.execute().featured.first?.progress == .inProgress(fraction: 0))
    }

    @Test("Given a hidden lesson When it is opened by id Then it is not found")
    func hiddenLessonNotFound() async throws {
        let context = try ToolsTestContext()
        await #expect(throws: ToolsError.lessonNotFound(id: "q")) {
            try await context.openLesson.execute(lessonId: "q")
        }
    }
}
