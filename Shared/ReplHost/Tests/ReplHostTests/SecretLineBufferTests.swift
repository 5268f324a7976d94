import Testing

@testable import ReplHost

@Suite("Given a secret typed key by key")
struct SecretLineBufferTests {
    private func typed(_ keys: [TerminalKey], maxBytes: Int = 64) -> SecretLineBuffer.Step {
        var buffer = SecretLineBuffer(maxBytes: maxBytes)
        for key in keys {
            if case .finished(let result) = buffer.apply(key) { return .finished(result) }
        }
        return .reading
    }

    @Test("When characters are typed and Enter pressed Then the secret is exactly what was typed")
    func enterEnds() {
        #expect(typed([.character("p"), .character(" "), .character("é"), .enter]) == .finished(.text("p é")))
    }

    @Test("When Backspace, Ctrl-U and moving keys are pressed Then they edit what is kept and show nothing")
    func editing() {
        #expect(typed([.character("a"), .character("b"), .backspace, .left, .character("c"), .enter]) == .finished(.text("ac")))
        #expect(typed([.character("a"), .killToStart, .character("z"), .enter]) == .finished(.text("z")))
    }

    @Test("When Ctrl-C is pressed Then the secret is dropped; Ctrl-D on nothing ends the input")
    func interruptAndEnd() {
        #expect(typed([.character("a"), .interrupt]) == .finished(.interrupted))
        #expect(typed([.endOfInput]) == .finished(.end))
        #expect(typed([.character("a"), .endOfInput, .enter]) == .finished(.text("a")))
    }

    @Test("When more is typed than a line may hold Then what does not fit is left out")
    func limit() {
        #expect(typed([.character("a"), .character("b"), .character("c"), .enter], maxBytes: 2) == .finished(.text("ab")))
    }
}
