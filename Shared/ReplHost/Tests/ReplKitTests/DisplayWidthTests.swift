import ReplKit
import Testing

@Suite("Given text in several scripts")
struct DisplayWidthTests {
    @Test("When Latin text is measured Then each character takes one column")
    func latin() {
        #expect(DisplayWidth.of("search") == 6)
    }

    @Test("When Chinese text is measured Then each character takes two columns")
    func chinese() {
        #expect(DisplayWidth.of("编号") == 4)
    }

    @Test("When a combining accent is measured Then it takes no column of its own")
    func combining() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
    }

    @Test("When Chinese text is padded to 6 columns Then the spaces fill what the characters leave")
    func padding() {
        #expect(DisplayWidth.padded("名字", toColumns: 6) == "名字  ")
    }
}

@Suite("Given emoji and the symbols around them")
struct EmojiDisplayWidthTests {
    @Test("When the rocket (U+1F680) is measured Then it takes two columns")
    func rocket() {
        #expect(DisplayWidth.of("\u{1F680}") == 2)
    }

    @Test("When hot beverage (U+2615), shown as an emoji by default, is measured Then it takes two columns")
    func hotBeverage() {
        #expect(DisplayWidth.of("\u{2615}") == 2)
    }

    @Test(
        "When other emoji shown as pictures by default are measured Then each takes two columns",
        arguments: ["\u{1F600}", "\u{2705}", "\u{231A}", "\u{1F9ED}", "\u{1FAE0}", "\u{2B50}"]
    )
    func emojiPresentation(emoji: String) {
        #expect(DisplayWidth.of(emoji) == 2)
    }

    @Test("When a symbol shown as text by default is followed by VS16 Then it takes two columns")
    func textSymbolWithVS16() {
        #expect(DisplayWidth.of("\u{263A}") == 1)
        #expect(DisplayWidth.of("\u{263A}\u{FE0F}") == 2)
    }

    @Test("When a keycap (1, VS16, combining keycap) is measured Then it takes two columns")
    func keycap() {
        #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}") == 2)
    }

    @Test("When an emoji is followed by VS15 Then it is shown as text and takes one column")
    func emojiWithVS15() {
        #expect(DisplayWidth.of("\u{2615}\u{FE0E}") == 1)
    }

    @Test("When a ZWJ family of four is measured Then the whole family takes two columns")
    func zwjFamily() {
        #expect(DisplayWidth.of("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}") == 2)
    }

    @Test("When a ZWJ sequence starts with a symbol shown as text (rainbow flag) Then it takes two columns")
    func zwjRainbowFlag() {
        #expect(DisplayWidth.of("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}") == 2)
    }

    @Test("When a ZWJ sequence leaves out VS16 on its first part (heart on fire) Then it still takes two columns")
    func zwjWithoutVS16() {
        #expect(DisplayWidth.of("\u{2764}\u{200D}\u{1F525}") == 2)
    }

    @Test("When an emoji carries a skin tone Then the pair takes two columns")
    func skinTone() {
        #expect(DisplayWidth.of("\u{1F44D}\u{1F3FD}") == 2)
        #expect(DisplayWidth.of("\u{261D}\u{1F3FD}") == 2)
    }

    @Test("When a flag (two regional indicators) is measured Then it takes two columns")
    func flag() {
        #expect(DisplayWidth.of("\u{1F1EB}\u{1F1F7}") == 2)
    }

    @Test("When the marks the screens use (★, ✓, —) are measured Then each takes one column")
    func screenMarks() {
        #expect(DisplayWidth.of("★✓—") == 3)
    }

    @Test("When a digit is joined by a ZWJ to nothing Then it stays one column")
    func digitWithJoiner() {
        #expect(DisplayWidth.of("1\u{200D}") == 1)
    }

    @Test("When a label with an emoji is padded Then the emoji counts two columns")
    func paddingWithEmoji() {
        #expect(DisplayWidth.padded("\u{1F680} go", toColumns: 7) == "\u{1F680} go  ")
    }
}
