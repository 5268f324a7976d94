import Testing
import ToolsData

/// A page's type comes from its own element — its namespace and `type` — as the content
/// format defines them, whatever tool it is in.
@Suite("Page types by namespace and type")
struct ToolPageTypeDecoderTests {
    private func decode(_ xml: String) -> ToolPageDataModel {
        ToolPageDecoder().decode(Array(xml.utf8))
    }

    @Test("Given elements in default, prefixed and inherited namespaces When read Then each knows its namespace")
    func namespacesInScope() throws {
        let root = try ContentXMLReader().read(
            Array(
                """
                <page xmlns="urn:tract" xmlns:content="urn:content"><hero><content:text>Hi</content:text></hero>
                <inner xmlns="urn:other"><leaf/></inner><bare:x xmlns:bare="urn:bare"/><unknown:y/></page>
                """.utf8))
        #expect(root.namespace == "urn:tract")
        #expect(root.element(named: "hero")?.namespace == "urn:tract")
        #expect(root.element(named: "hero")?.element(named: "text")?.namespace == "urn:content")
        #expect(root.element(named: "inner")?.element(named: "leaf")?.namespace == "urn:other")
        #expect(root.element(named: "x")?.namespace == "urn:bare")
        #expect(root.element(named: "y")?.namespace == nil)
        #expect(root.attributes.isEmpty)
    }

    @Test(
        "Given a page in the tract namespace with only a header When decoded Then it is a tract page, the header's title its heading"
    )
    func tractByNamespace() {
        let page = decode(
            """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/tract" xmlns:content="https://mobile-content-api.cru.org/xmlns/content">
              <header><title><content:text>Only a title</content:text></title></header>
            </page>
            """)
        #expect(page.layout == .tract(ToolTractPageDataModel(hero: ToolHeroDataModel(heading: "Only a title", content: []))))
    }

    @Test("Given a lesson page holding an element named like a tract's When decoded Then it is read as a content page")
    func lessonByNamespace() {
        let page = decode(
            """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/lesson" xmlns:content="https://mobile-content-api.cru.org/xmlns/content">
              <hero><content:text>Not a hero here</content:text></hero>
              <content><content:paragraph><content:text>A paragraph.</content:text></content:paragraph></content>
            </page>
            """)
        #expect(page.layout == .content([.paragraph("A paragraph.")]))
    }

    @Test(
        "Given pages in the page namespace of type card-collection and of no type When decoded Then each says its type is not known"
    )
    func unknownPageTypes() {
        let cardCollection = decode(
            """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/page" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="card-collection"><cards/></page>
            """)
        #expect(cardCollection.layout == .unreadable(.unknownType("card-collection")))
        let untyped = decode(#"<page xmlns="https://mobile-content-api.cru.org/xmlns/page"><hero/></page>"#)
        #expect(untyped.layout == .unreadable(.unknownType("page")))
    }

    @Test("Given a page in no namespace the app knows When decoded Then it is read tolerantly, by its children")
    func noKnownNamespace() {
        let page = decode(
            """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/cyoa" xmlns:content="https://mobile-content-api.cru.org/xmlns/content">
              <header><content:text>Heading</content:text></header>
            </page>
            """)
        #expect(page.layout == .content([.heading("Heading")]))
    }
}
