import Testing
import ToolsDomain

@Suite("Lesson progress, as GodTools counts it (the last page is not counted)")
struct LessonProgressRuleTests {
    @Test("Given a lesson of 10 pages When the person is on its first page Then its progress is 0")
    func firstPage() {
        #expect(LessonProgressRule.progress(pageIndex: 0, pageCount: 10) == .inProgress(fraction: 0))
    }

    @Test("Given a lesson of 10 pages When the person is on page 5 Then its progress is 5 ÷ 10, one half")
    func middlePage() {
        #expect(LessonProgressRule.progress(pageIndex: 4, pageCount: 10) == .inProgress(fraction: 0.5))
    }

    @Test("Given a lesson of 10 pages When the person is on page 2 Then its progress is 2 ÷ 10")
    func secondPage() {
        #expect(LessonProgressRule.progress(pageIndex: 1, pageCount: 10) == .inProgress(fraction: 0.2))
    }

    @Test("Given a lesson of 10 pages When the person is on page 9, the last counted page Then it is complete")
    func lastCountedPage() {
        #expect(LessonProgressRule.progress(pageIndex: 8, pageCount: 10) == .completed)
    }

    @Test("Given a lesson of 10 pages When the person is on page 10, past the last counted page Then it is complete")
    func pastLastCountedPage() {
        #expect(LessonProgressRule.progress(pageIndex: 9, pageCount: 10) == .completed)
    }

    @Test("Given a lesson of one page When it is read Then its progress stays 0 (nothing is counted)")
    func singlePage() {
        #expect(LessonProgressRule.progress(pageIndex: 0, pageCount: 1) == .inProgress(fraction: 0))
    }
}
