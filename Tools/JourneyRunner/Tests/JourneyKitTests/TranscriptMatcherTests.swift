import JourneyKit
import Testing

@Suite("TranscriptMatcher")
struct TranscriptMatcherTests {
    @Test("Given identical lines When matched Then they match")
    func exact() {
        #expect(TranscriptMatcher.matches(expected: patterns(["a", "b"]), actual: ["a", "b"]))
    }

    @Test("Given a different line When matched Then they do not match")
    func differentLine() {
        #expect(!TranscriptMatcher.matches(expected: patterns(["a", "b"]), actual: ["a", "c"]))
    }

    @Test("Given an extra or a missing actual line When matched Then they do not match")
    func differentLength() {
        #expect(!TranscriptMatcher.matches(expected: patterns(["a"]), actual: ["a", "b"]))
        #expect(!TranscriptMatcher.matches(expected: patterns(["a", "b"]), actual: ["a"]))
    }

    @Test("Given a wildcard at the start When matched Then it absorbs any leading lines, zero included")
    func wildcardAtStart() {
        #expect(TranscriptMatcher.matches(expected: patterns(["...", "end"]), actual: ["x", "y", "end"]))
        #expect(TranscriptMatcher.matches(expected: patterns(["...", "end"]), actual: ["end"]))
        #expect(!TranscriptMatcher.matches(expected: patterns(["...", "end"]), actual: ["end", "x"]))
    }

    @Test("Given a wildcard in the middle When matched Then it absorbs the lines between")
    func wildcardInMiddle() {
        #expect(TranscriptMatcher.matches(expected: patterns(["top", "...", "bottom"]), actual: ["top", "1", "2", "bottom"]))
        #expect(TranscriptMatcher.matches(expected: patterns(["top", "...", "bottom"]), actual: ["top", "bottom"]))
        #expect(!TranscriptMatcher.matches(expected: patterns(["top", "...", "bottom"]), actual: ["top", "1"]))
    }

    @Test("Given a wildcard at the end When matched Then it absorbs any trailing lines, zero included")
    func wildcardAtEnd() {
        #expect(TranscriptMatcher.matches(expected: patterns(["top", "..."]), actual: ["top", "1", "2"]))
        #expect(TranscriptMatcher.matches(expected: patterns(["top", "..."]), actual: ["top"]))
        #expect(!TranscriptMatcher.matches(expected: patterns(["top", "..."]), actual: ["1", "top"]))
    }

    @Test("Given consecutive wildcards When matched Then they behave as one")
    func consecutiveWildcards() {
        #expect(TranscriptMatcher.matches(expected: patterns(["...", "...", "x", "...", "..."]), actual: ["a", "x", "b"]))
        #expect(TranscriptMatcher.matches(expected: patterns(["...", "..."]), actual: []))
        #expect(!TranscriptMatcher.matches(expected: patterns(["...", "...", "x"]), actual: ["a", "b"]))
    }

    @Test("Given a line that repeats When a wildcard must choose where to stop Then backtracking finds the match")
    func backtracking() {
        #expect(TranscriptMatcher.matches(expected: patterns(["...", "x", "y"]), actual: ["x", "a", "x", "y"]))
        #expect(TranscriptMatcher.matches(expected: patterns(["a", "...", "a", "...", "a"]), actual: ["a", "a", "a"]))
        #expect(!TranscriptMatcher.matches(expected: patterns(["a", "...", "a", "...", "a"]), actual: ["a", "a"]))
    }

    @Test("Given trailing spaces and trailing blank lines on either side When matched Then they are ignored")
    func trailingWhitespace() {
        #expect(TranscriptMatcher.matches(expected: patterns(["a  ", "b", ""]), actual: ["a", "b   ", "", ""]))
        #expect(!TranscriptMatcher.matches(expected: patterns(["a", "b"]), actual: ["a", "", "b"]))
        #expect(!TranscriptMatcher.matches(expected: patterns(["  a"]), actual: ["a"]))
    }

    @Test("Given a missing and an extra line When aligned Then the alignment names them against the matching lines")
    func alignment() {
        let steps = TranscriptMatcher.align(
            expected: patterns(["title", "...", "old", "end"]), actual: ["title", "1", "2", "new", "end"])

        #expect(steps == [.same("title"), .wildcard(matched: ["1", "2", "new"]), .missing("old"), .same("end")])
    }

    @Test("Given output that matches When aligned Then only same and wildcard steps appear")
    func alignmentOfMatch() {
        let steps = TranscriptMatcher.align(expected: patterns(["a", "...", "c"]), actual: ["a", "b", "c"])

        #expect(steps == [.same("a"), .wildcard(matched: ["b"]), .same("c")])
    }
}
