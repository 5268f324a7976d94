import ReplKit
import Testing

@Suite("Given a list screen's state")
struct ScreenStateTests {
    private enum Failure: Equatable { case couldNotLoad }
    private typealias ListState = ScreenState<[String], Failure>

    @Test("When an empty list is loaded Then the state is empty")
    func emptyList() {
        #expect(ListState.loaded([]) == .empty([]))
    }

    @Test("When a list with items is loaded Then the state holds them as content")
    func listWithItems() {
        #expect(ListState.loaded(["Lyon"]) == .content(["Lyon"]))
    }

    @Test("When a page that lists nothing is loaded Then the state is empty and still holds the page")
    func pageListingNothing() {
        let page = (number: 3, rows: [String]())
        let state = ScreenState<(number: Int, rows: [String]), Failure>.loaded(page, isEmpty: { $0.rows.isEmpty })

        guard case .empty(let kept) = state else {
            Issue.record("expected an empty state, got \(state)")
            return
        }
        #expect(kept.number == 3)
    }

    @Test("When the content is asked for Then it comes from the content and empty states only")
    func loadedContent() {
        #expect(ListState.content(["Lyon"]).loadedContent == ["Lyon"])
        #expect(ListState.empty([]).loadedContent == [])
        #expect(ListState.loading.loadedContent == nil)
        #expect(ListState.failure(.couldNotLoad).loadedContent == nil)
    }
}
