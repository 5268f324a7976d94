import Testing

@testable import ReplHost

@Suite("LineHistory")
struct LineHistoryTests {
    private func history(_ lines: [String], capacity: Int = 500) -> LineHistory {
        var history = LineHistory(capacity: capacity)
        for line in lines { history.add(line) }
        return history
    }

    @Test("Given an empty history When a line is added Then it is the only entry")
    func addLine() {
        let history = history(["help"])

        #expect(history.entries == ["help"])
    }

    @Test("Given a history When the same line is added twice in a row Then it is kept once")
    func noConsecutiveDuplicates() {
        var history = history(["help"])

        let added = history.add("help")

        #expect(!added)
        #expect(history.entries == ["help"])
    }

    @Test("Given a history When an earlier line is repeated later Then both are kept")
    func nonConsecutiveRepeat() {
        let history = history(["help", "where", "help"])

        #expect(history.entries == ["help", "where", "help"])
    }

    @Test("Given a history When empty or blank lines are added Then they are not kept")
    func emptyLinesIgnored() {
        let history = history(["", "   ", "help"])

        #expect(history.entries == ["help"])
    }

    @Test("Given a full history When another line is added Then the oldest entry is dropped")
    func capacity() {
        let history = history(["a", "b", "c", "d"], capacity: 3)

        #expect(history.entries == ["b", "c", "d"])
    }

    @Test("Given entries When going up repeatedly Then they come newest first and stop at the oldest")
    func previousWalksBack() {
        var history = history(["a", "b"])

        let first = history.previous(current: "")
        let second = history.previous(current: "b")
        let third = history.previous(current: "a")

        #expect(first == "b")
        #expect(second == "a")
        #expect(third == nil)
    }

    @Test("Given a half-typed line When going up and back down Then the typed line is restored")
    func draftRestored() {
        var history = history(["a", "b"])

        _ = history.previous(current: "sea")
        _ = history.previous(current: "b")
        let down = history.next()
        let backToDraft = history.next()
        let pastDraft = history.next()

        #expect(down == "b")
        #expect(backToDraft == "sea")
        #expect(pastDraft == nil)
    }

    @Test("Given not navigating When going down Then there is nothing")
    func nextWithoutNavigating() {
        var history = history(["a"])

        #expect(history.next() == nil)
    }

    @Test("Given an empty history When going up Then there is nothing")
    func previousOnEmpty() {
        var history = LineHistory()

        #expect(history.previous(current: "x") == nil)
    }

    @Test("Given navigation under way When a line is added Then going up starts again from the newest")
    func addResetsNavigation() {
        var history = history(["a", "b"])
        _ = history.previous(current: "")
        _ = history.previous(current: "b")

        history.add("c")

        #expect(history.previous(current: "") == "c")
    }
}
