import ReplKit
import Testing

@Suite("Given a screen's state When its lines are asked for")
struct ScreenStateLinesTests {
    private enum Failure { case offline }
    private typealias ListState = ScreenState<[String], Failure>

    private func lines(_ state: ListState) -> [String] {
        state.lines(failure: { _ in "No connection." }, empty: { _ in ["  Nothing here."] }) { rows in rows + ["2 rows"] }
    }

    @Test("Then a screen still loading shows nothing")
    func loading() {
        #expect(lines(.loading).isEmpty)
    }

    @Test("Then a failure shows its message indented by two spaces")
    func failure() {
        #expect(lines(.failure(.offline)) == ["  No connection."])
    }

    @Test("Then an empty state shows what the screen says about it, and content what the screen makes of it")
    func emptyAndContent() {
        #expect(lines(.empty([])) == ["  Nothing here."])
        #expect(lines(.content(["a", "b"])) == ["a", "b", "2 rows"])
    }

    @Test("Then a screen that shows what was loaded either way shows empty and content alike")
    func loadedEitherWay() {
        let shown = { (state: ListState) in state.lines(failure: { _ in "No connection." }) { ["\($0.count) rows"] } }
        #expect(shown(.empty([])) == ["0 rows"])
        #expect(shown(.content(["a"])) == ["1 rows"])
        #expect(shown(.loading).isEmpty)
        #expect(shown(.failure(.offline)) == ["  No connection."])
    }
}

@Suite("Given the state of a screen that cannot fail When its lines are asked for")
struct InfallibleScreenStateLinesTests {
    private typealias ListState = ScreenState<[String], Never>

    @Test("Then loading shows nothing, and empty and content what the screen makes of them")
    func lines() {
        let shown = { (state: ListState) in state.lines(empty: { _ in ["  None yet."] }, content: { $0 }) }
        #expect(shown(.loading).isEmpty)
        #expect(shown(.empty([])) == ["  None yet."])
        #expect(shown(.content(["a"])) == ["a"])
    }
}
