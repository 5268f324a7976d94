import Testing

@testable import ReplHost

@MainActor
@Suite("Observed line source")
struct ObservedLineSourceTests {
    private final class Observer: ReplTranscriptObserver {
        var seen: [InputLine] = []
        func sessionRead(_ input: InputLine) { seen.append(input) }
    }

    private final class CompletingSource: LineSource, CommandCompleting {
        let isInteractive = true
        var commandNames: [String] = []
        func nextLine(prompt: String) -> InputLine { .end }
    }

    @Test("Given an observed source When lines are read Then the observer is told each, in order, as the session gets it")
    func tellsEachLine() {
        let observer = Observer()
        let source = ObservedLineSource(
            ScriptedLineSource([.text("products"), .interrupted, .text("open 1")]), observer: observer)

        let read = (0..<4).map { _ in source.nextLine(prompt: "home › ") }

        #expect(read == [.text("products"), .interrupted, .text("open 1"), .end])
        #expect(observer.seen == read)
        #expect(!source.isInteractive)
    }

    @Test("Given a source that completes commands When it is observed Then the commands Tab completes still reach it")
    func completionGoesThrough() {
        let inner = CompletingSource()
        let source = ObservedLineSource(inner, observer: Observer())

        source.commandNames = ["open", "back"]

        #expect(inner.commandNames == ["open", "back"])
        #expect(source.commandNames == ["open", "back"])
        #expect(source.isInteractive)
    }
}
