import Localization
import Testing

@Suite("Names a person types")
struct TypedNameCheckTests {
    @Test(
        "Given a name in any script When it is checked Then it is fine",
        arguments: [
            "Zoé", "José García", "Anaïs", "Ζωή", "Зоя", "زهرة", "张伟", "नमस्ते", "میرزا\u{200C}زاده", "👩\u{200D}💻", "O'Brien-Smith",
        ]
    )
    func fine(name: String) {
        #expect(TypedNameCheck.problem(in: name, maximumCharacters: 50) == nil)
    }

    @Test(
        "Given a name holding an invisible or direction-changing character When it is checked Then it is refused",
        arguments: [
            "\u{FEFF}", "Zo\u{FEFF}é", "\u{2800}", "Ana\u{200B}", "\u{200D}", "Zoé\u{200C}", "\u{202E}nimda",
            "Ana\u{2066}x\u{2069}",
            "Ana\u{200F}", "\u{3164}", "Ana\u{2060}Ben", "Ana\u{E0041}", "Ana\u{2028}Ben", "Ana\u{00AD}",
        ]
    )
    func invisible(name: String) {
        #expect(TypedNameCheck.problem(in: name, maximumCharacters: 50) == .invisibleCharacters)
    }

    @Test("Given 50 characters stacked with combining marks to 3,000 bytes When checked Then it is too many bytes")
    func stackedMarks() {
        let name = String(repeating: "a" + String(repeating: "\u{0301}", count: 29), count: 50)
        #expect(name.count == 50)
        #expect(TypedNameCheck.problem(in: name, maximumCharacters: 50) == .tooManyBytes(maximumBytes: 200))
    }

    @Test("Given 50 Chinese characters When checked Then they fit in the bytes allowed")
    func wideScriptFits() {
        #expect(TypedNameCheck.problem(in: String(repeating: "张", count: 50), maximumCharacters: 50) == nil)
    }
}
