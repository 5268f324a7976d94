import Testing

@testable import ReplHost

@Suite("TerminalKeyDecoder")
struct TerminalKeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [TerminalKey] {
        var decoder = TerminalKeyDecoder()
        return decoder.decode(bytes)
    }

    private func keys(_ text: String) -> [TerminalKey] {
        keys(Array(text.utf8))
    }

    @Test("Given printable ASCII When decoded Then each byte is a character")
    func printableASCII() {
        #expect(keys("ab ") == [.character("a"), .character("b"), .character(" ")])
    }

    @Test("Given multi-byte UTF-8 When decoded Then each character comes whole")
    func multiByteUTF8() {
        #expect(keys("ñ€😀") == [.character("ñ"), .character("€"), .character("😀")])
    }

    @Test("Given bytes that are not UTF-8 When decoded Then they are ignored")
    func invalidUTF8Ignored() {
        #expect(
            keys([0xFF, 0x80, UInt8(ascii: "a"), 0xC3, UInt8(ascii: "b"), 0xC0, 0xAF]) == [
                .character("a"), .character("b"),
            ])
    }

    @Test("Given an encoded surrogate When decoded Then it is ignored")
    func surrogateIgnored() {
        #expect(keys([0xED, 0xA0, 0x80, UInt8(ascii: "x")]) == [.character("x")])
    }

    @Test("Given CR or LF When decoded Then each is Enter")
    func enter() {
        #expect(keys([13]) == [.enter])
        #expect(keys([10]) == [.enter])
    }

    @Test("Given CR LF When decoded Then it is one Enter")
    func carriageReturnLineFeed() {
        #expect(keys([13, 10, 10]) == [.enter, .enter])
    }

    @Test("Given DEL or Ctrl-H When decoded Then each is Backspace")
    func backspace() {
        #expect(keys([127, 8]) == [.backspace, .backspace])
    }

    @Test("Given the control keys When decoded Then each maps to its action")
    func controlKeys() {
        #expect(
            keys([1, 2, 3, 4, 5, 6, 11, 12, 14, 16, 21, 23]) == [
                .home, .left, .interrupt, .endOfInput, .end, .right,
                .killToEnd, .clearScreen, .down, .up, .killToStart, .deleteWordBackward,
            ])
    }

    @Test("Given unbound control keys When decoded Then they give nothing")
    func unboundControls() {
        #expect(keys([0, 26]) == [])
    }

    @Test("Given the Tab byte When decoded Then it is Tab")
    func tab() {
        #expect(keys([9]) == [.tab])
    }

    @Test("Given CSI arrow sequences When decoded Then they are the arrows")
    func arrows() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    }

    @Test("Given the Home and End sequences When decoded Then they are Home and End")
    func homeAndEnd() {
        #expect(
            keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [
                .home, .end, .home, .end, .home, .end, .home, .end,
            ])
    }

    @Test("Given ESC [3~ When decoded Then it is Delete")
    func delete() {
        #expect(keys("\u{1B}[3~") == [.delete])
    }

    @Test("Given an arrow with a modifier When decoded Then it is the plain arrow")
    func modifiedArrow() {
        #expect(keys("\u{1B}[1;5C") == [.right])
    }

    @Test("Given an unknown escape sequence When decoded Then it is skipped and the next key still decodes")
    func unknownSequence() {
        #expect(keys("\u{1B}[15~\u{1B}[Za") == [.character("a")])
    }

    @Test("Given a sequence split across feeds When decoded byte by byte Then it completes on its last byte")
    func splitSequence() {
        var decoder = TerminalKeyDecoder()

        let first = decoder.feed(0x1B)
        let second = decoder.feed(UInt8(ascii: "["))
        let third = decoder.feed(UInt8(ascii: "D"))

        #expect(first == nil)
        #expect(second == nil)
        #expect(third == .left)
    }

    @Test("Given ESC followed by an ordinary key When decoded Then the key comes through")
    func escapeThenKey() {
        #expect(keys("\u{1B}x") == [.character("x")])
    }

    @Test("Given a truncated UTF-8 character followed by Ctrl-C When decoded Then Ctrl-C still arrives")
    func truncatedCharacterThenInterrupt() {
        #expect(keys([0xE2, 0x82, 3]) == [.interrupt])
    }
}
