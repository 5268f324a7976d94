import Testing
import ToolsData

@Suite("Content XML reader")
struct ContentXMLReaderTests {
    private func read(_ text: String) throws -> ContentXMLElement {
        try ContentXMLReader().read(Array(text.utf8))
    }

    @Test(
        "Given a document with a declaration, a comment, prefixes and namespaces When read Then names lose their prefixes and xmlns attributes are left out"
    )
    func namesAndNamespaces() throws {
        let root = try read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <manifest xmlns="urn:m" xmlns:content="urn:c" tool='kgp'><content:text i18n-id="name">Hi</content:text></manifest>
            """)
        #expect(root.name == "manifest")
        #expect(root.attributes == ["tool": "kgp"])
        #expect(root.element(named: "text")?.attributes == ["i18n-id": "name"])
        #expect(root.text == "Hi")
    }

    @Test("Given entities, character references and CDATA When read Then the text is decoded")
    func entitiesAndCDATA() throws {
        let root = try read(#"<p a="&quot;x&quot;">Tom &amp; Jerry &lt;3 &#233;&#x4E2D; &unknown; <![CDATA[<raw> & ]]></p>"#)
        #expect(root.attributes["a"] == "\"x\"")
        #expect(root.text == "Tom & Jerry <3 é中 &unknown; <raw> &")
    }

    @Test("Given self-closing elements and a DOCTYPE When read Then they are elements with no children")
    func selfClosing() throws {
        let root = try read(#"<!DOCTYPE pages [ <!ENTITY x "y"> ]><pages><page src="a.xml"/><page src='b.xml' /></pages>"#)
        #expect(root.elements(named: "page").map { $0.attributes["src"] } == ["a.xml", "b.xml"])
    }

    @Test("Given text spread over lines When its text is asked Then white space runs become one space")
    func whiteSpace() throws {
        #expect(try read("<p>\n   one\n\t two  <b>three</b>four </p>").text == "one two three four")
    }

    @Test(
        "Given XML that is not well-formed When read Then it throws",
        arguments: ["<a><b></a>", "<a>", "text only", "<a></a><b></b>", "<a x=1></a>", "<a>x</a> trailing", "<a x=\"1></a>"]
    )
    func malformed(text: String) {
        #expect(throws: ContentXMLError.self) { try read(text) }
    }

    @Test("Given no element at all When read Then it is empty")
    func empty() {
        #expect(throws: ContentXMLError.empty) { try read("<?xml version=\"1.0\"?>  ") }
    }
}
