import Testing

@testable import ReplHost

@Suite("LineEditBuffer")
struct LineEditBufferTests {
    private func buffer(_ text: String, cursor: Int? = nil, maxBytes: Int = 4096) -> LineEditBuffer {
        var line = LineEditBuffer(maxBytes: maxBytes)
        line.insert(text)
        if let cursor {
            line.moveHome()
            for _ in 0..<cursor { line.moveRight() }
        }
        return line
    }

    @Test("Given an empty line When text is inserted Then it holds the text with the cursor at its end")
    func insertIntoEmpty() {
        let line = buffer("open 3")

        #expect(line.text == "open 3")
        #expect(line.cursor == 6)
    }

    @Test("Given the cursor mid-line When a character is inserted Then it goes in at the cursor")
    func insertMidLine() {
        var line = buffer("opn", cursor: 2)

        line.insert("e")

        #expect(line.text == "open")
        #expect(line.cursor == 3)
    }

    @Test("Given multi-byte characters When moving and deleting Then each character is one step")
    func multiByteCharacters() {
        var line = buffer("añ€😀")

        line.moveLeft()
        line.backspace()

        #expect(line.text == "añ😀")
        #expect(line.count == 3)
        #expect(line.cursor == 2)
    }

    @Test("Given a letter When a combining accent is inserted after it Then they form one character")
    func combiningMark() {
        var line = buffer("e")

        line.insert("\u{301}")

        #expect(line.count == 1)
        #expect(line.cursor == 1)
        #expect(line.text == "e\u{301}")
    }

    @Test("Given a line at its byte limit When more is inserted Then it is refused and the line is unchanged")
    func insertBeyondLimit() {
        var line = buffer("abc", maxBytes: 4)

        let acceptedWide = line.insert("é")
        let acceptedNarrow = line.insert("d")
        let acceptedMore = line.insert("e")

        #expect(!acceptedWide)
        #expect(acceptedNarrow)
        #expect(!acceptedMore)
        #expect(line.text == "abcd")
    }

    @Test("Given the cursor at the start When Backspace is pressed Then nothing changes")
    func backspaceAtStart() {
        var line = buffer("abc", cursor: 0)

        let changed = line.backspace()

        #expect(!changed)
        #expect(line.text == "abc")
    }

    @Test("Given the cursor mid-line When Delete is pressed Then the character under the cursor goes")
    func deleteUnderCursor() {
        var line = buffer("abc", cursor: 1)

        line.delete()

        #expect(line.text == "ac")
        #expect(line.cursor == 1)
    }

    @Test("Given the cursor at the end When Delete is pressed Then nothing changes")
    func deleteAtEnd() {
        var line = buffer("abc")

        let changed = line.delete()

        #expect(!changed)
        #expect(line.text == "abc")
    }

    @Test("Given a line When moving past either end Then the cursor stays within the line")
    func movementBounds() {
        var line = buffer("ab")

        let movedRight = line.moveRight()
        line.moveHome()
        let movedLeft = line.moveLeft()

        #expect(!movedRight)
        #expect(!movedLeft)
        #expect(line.cursor == 0)
    }

    @Test("Given the cursor at the start When End is pressed Then the cursor goes to the end")
    func moveEnd() {
        var line = buffer("abc", cursor: 0)

        line.moveEnd()

        #expect(line.cursor == 3)
    }

    @Test("Given the cursor mid-line When killing to the end Then the text after the cursor goes")
    func killToEnd() {
        var line = buffer("search red", cursor: 6)

        line.killToEnd()

        #expect(line.text == "search")
        #expect(line.cursor == 6)
    }

    @Test("Given the cursor mid-line When killing to the start Then the text before the cursor goes")
    func killToStart() {
        var line = buffer("search red", cursor: 7)

        line.killToStart()

        #expect(line.text == "red")
        #expect(line.cursor == 0)
    }

    @Test("Given words and trailing spaces When deleting a word backward Then the last word and the spaces go")
    func deleteWordBackward() {
        var line = buffer("filter color=red  ")

        line.deleteWordBackward()

        #expect(line.text == "filter ")
        #expect(line.cursor == 7)
    }

    @Test("Given the cursor inside a word When deleting a word backward Then only the part before the cursor goes")
    func deleteWordBackwardInsideWord() {
        var line = buffer("open details", cursor: 8)

        line.deleteWordBackward()

        #expect(line.text == "open ails")
        #expect(line.cursor == 5)
    }

    @Test("Given a line When it is replaced Then it holds the new text with the cursor at its end")
    func replace() {
        var line = buffer("abc", cursor: 1)

        line.replace(with: "products")

        #expect(line.text == "products")
        #expect(line.cursor == 8)
    }

    @Test("Given a short line When asking for a wide window Then the whole line shows with the cursor offset")
    func windowFits() {
        let line = buffer("hello", cursor: 2)

        let window = line.window(columns: 20)

        #expect(window.text == "hello")
        #expect(window.cursorBack == 3)
    }

    @Test("Given a line wider than the window When the cursor is at the end Then the window scrolls to show it")
    func windowScrolls() {
        let line = buffer("abcdefghij")

        let window = line.window(columns: 4)

        #expect(window.text == "hij")
        #expect(window.cursorBack == 0)
    }

    @Test("Given a line wider than the window When the cursor is at the start Then the window shows the start")
    func windowAtStart() {
        let line = buffer("abcdefghij", cursor: 0)

        let window = line.window(columns: 4)

        #expect(window.text == "abcd")
        #expect(window.cursorBack == 4)
    }
}
