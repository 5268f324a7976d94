import Localization
import Testing

@Suite("Given text that came from outside the app")
struct OutsideTextTests {
    @Test("When it holds a clear-screen and a window-title sequence Then both are gone and the words stay")
    func removesCSIAndOSC() {
        let hostile = "\u{1B}[2J\u{1B}[H\u{1B}]0;pwned\u{07}Zoë"

        #expect(OutsideText.singleLine(hostile) == "Zoë")
    }

    @Test("When it holds a hyperlink Then the link goes and its visible text stays")
    func removesHyperlinks() {
        let link = "\u{1B}]8;;https://evil.example/\u{1B}\\Paris\u{1B}]8;;\u{1B}\\"

        #expect(OutsideText.singleLine(link) == "Paris")
    }

    @Test("When it holds 8-bit C1 controls (CSI, OSC, NEL) Then they and their sequences are gone")
    func removesC1Controls() {
        #expect(OutsideText.singleLine("A\u{9B}31mB\u{9D}2;title\u{9C}C\u{85}D") == "ABC D")
    }

    @Test("When it holds a newline and a forged list row Then it stays on one line")
    func noForgedRows() {
        let forged = "Bob\n   2. Eve · 30 years · Paris\r\nX"

        let line = OutsideText.singleLine(forged)

        #expect(!line.contains("\n"))
        #expect(!line.contains("\r"))
        #expect(line.hasPrefix("Bob "))
    }

    @Test("When it holds bidi overrides and isolates Then they are gone, and the marks a right-to-left text needs stay")
    func removesBidiOverrides() {
        let spoofed = "\u{202E}gnp.exe\u{202C} \u{2066}x\u{2069} \u{200F}عربي\u{200E}"

        #expect(OutsideText.singleLine(spoofed) == "gnp.exe x \u{200F}عربي\u{200E}")
    }

    @Test("When it holds NUL, bell, backspace and DEL Then they are gone")
    func removesOtherControls() {
        #expect(OutsideText.singleLine("a\u{00}b\u{07}c\u{08}d\u{7F}e") == "abcde")
    }

    @Test("When an escape sequence is cut off at the end Then nothing of it is left")
    func unterminatedSequences() {
        #expect(OutsideText.singleLine("Ana\u{1B}]0;no end") == "Ana")
        #expect(OutsideText.singleLine("Ana\u{1B}[31") == "Ana")
        #expect(OutsideText.singleLine("Ana\u{1B}") == "Ana")
    }

    @Test("When it is ordinary text in any script, with emoji Then it is unchanged")
    func keepsOrdinaryText() {
        for text in ["José García", "Ольга", "简体中文", "العربية", "👨‍👩‍👧‍👦 family", "Saint-Étienne", "O'Brien"] {
            #expect(OutsideText.singleLine(text) == text)
        }
    }

    @Test("When it is read as several lines Then line breaks stay as newlines and everything else is removed")
    func multiline() {
        #expect(OutsideText.multiline("one\r\ntwo\rthree\u{2028}four\u{1B}[1m!") == "one\ntwo\nthree\nfour!")
        #expect(OutsideText.multiline(" a\tb ") == " a\tb ")
    }

    @Test("When a terminal line is made safe Then escapes go, line breaks become spaces, and spacing is kept")
    func terminalLine() {
        #expect(OutsideText.terminalLine("   1. Bob\u{1B}[2J\n   2. Eve  ") == "   1. Bob    2. Eve  ")
    }

    @Test("When a field is longer than its limit Then it is refused, naming the limit")
    func refusesLongField() {
        let long = String(repeating: "a", count: 101)

        #expect(throws: OutsideTextProblem.tooLong(maximum: 100)) {
            try OutsideText.field(long, maxCharacters: 100)
        }
    }

    @Test("When a field of megabytes arrives Then it is refused without being read character by character")
    func refusesHugeField() {
        let huge = String(repeating: "é", count: 1_000_000)

        #expect(throws: OutsideTextProblem.tooLong(maximum: 50)) {
            try OutsideText.field(huge, maxCharacters: 50)
        }
    }

    @Test("When a field within its limit holds escapes Then it comes back cleaned and trimmed")
    func cleansField() throws {
        #expect(try OutsideText.field("  Zoë\u{1B}[5m ", maxCharacters: 10) == "Zoë")
    }

    @Test("When a field is many combining marks on one letter Then its bytes count against the limit too")
    func boundsCombiningMarks() {
        let zalgo = "a" + String(repeating: "\u{0301}", count: 2_000)

        #expect(throws: OutsideTextProblem.tooLong(maximum: 50)) {
            try OutsideText.field(zalgo, maxCharacters: 50)
        }
    }
}
