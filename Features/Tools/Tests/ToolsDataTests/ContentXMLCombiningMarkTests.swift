import Testing
import ToolsData

/// Found by Tools/Fuzz's ContentXMLFuzzer (a manifest whose attribute held `<` and then an
/// Arabic combining mark, written back as `&lt;` and the mark): an entity followed by a
/// combining mark stayed as written, because the mark and the `;` made one `Character`.
@Suite("Content XML entities next to combining marks")
struct ContentXMLCombiningMarkTests {
    @Test("Given an entity followed by a combining mark When read Then the entity is decoded and the mark kept")
    func entityBeforeCombiningMark() throws {
        let root = try ContentXMLReader().read(Array("<p a=\"&lt;\u{6DC}x\">&amp;\u{301}y &#60;\u{301}</p>".utf8))
        #expect(root.attributes["a"]?.unicodeScalars.elementsEqual("<\u{6DC}x".unicodeScalars) == true)
        #expect(root.ownText.unicodeScalars.elementsEqual("&\u{301}y <\u{301}".unicodeScalars))
    }

    @Test("Given an ampersand with a combining mark on it When read Then the entity after it is still decoded")
    func ampersandCarryingMark() throws {
        let root = try ContentXMLReader().read(Array("<p>&\u{301}&gt;</p>".utf8))
        #expect(root.ownText.unicodeScalars.elementsEqual("&\u{301}>".unicodeScalars))
    }

    /// Found by the same fuzzer (an attribute name starting with an Arabic combining mark,
    /// written back behind a prefix): the prefix stayed on the name.
    @Test("Given a prefixed name whose local part starts with a combining mark When read Then the prefix is dropped")
    func prefixBeforeCombiningMark() throws {
        let root = try ContentXMLReader().read(Array("<c:\u{64B}p xmlns:c=\"urn:c\" c:\u{64B}a=\"1\"/>".utf8))
        #expect(root.name.unicodeScalars.elementsEqual("\u{64B}p".unicodeScalars))
        #expect(root.namespace == "urn:c")
        #expect(root.attributes.keys.map { Array($0.unicodeScalars) } == [Array("\u{64B}a".unicodeScalars)])
    }
}
