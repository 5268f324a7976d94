import Testing
import ToolsData

/// Found while fuzzing the content XML reader (Tools/Fuzz, ContentXMLFuzzer and ToolPageFuzzer
/// replaying a page of 100,000 nested elements): reading such a page overflowed the stack in
/// the recursive walks over the tree, and so would have crashed the app on a hostile download.
@Suite("Content XML nesting depth")
struct ContentXMLNestingTests {
    private func nested(_ depth: Int) -> [UInt8] {
        Array(
            ("<page>" + String(repeating: "<a>", count: depth) + "x" + String(repeating: "</a>", count: depth) + "</page>").utf8)
    }

    @Test("Given a page of 100,000 nested elements When decoded Then it is unreadable, not a crash")
    func deepPageIsUnreadable() {
        #expect(throws: ContentXMLError.self) { try ContentXMLReader().read(nested(100_000)) }
        #expect(ToolPageDecoder().decode(nested(100_000)).layout == .unreadable(.malformed))
    }

    @Test("Given elements nested as deep as allowed When read Then the text inside is read")
    func deepestAllowed() throws {
        let root = try ContentXMLReader().read(nested(ContentXMLReader.deepestNesting - 1))
        #expect(root.text == "x")
        #expect(throws: ContentXMLError.self) { try ContentXMLReader().read(nested(ContentXMLReader.deepestNesting)) }
    }
}
