import Foundation
import Primitives
import Testing
import ToolsData

@Suite("Manifest and page decoders")
struct ToolContentDecoderTests {
    private let hash = String(repeating: "ab", count: 32)

    @Test("Given a manifest When decoded Then its title and its pages in order are read, with their checksums and sizes")
    func manifest() throws {
        let manifest = try ToolManifestDecoder().decode(
            Array(
                """
                <manifest xmlns="https://mobile-content-api.cru.org/xmlns/manifest" xmlns:content="https://mobile-content-api.cru.org/xmlns/content" tool="kgp" locale="es" type="tract">
                  <title><content:text i18n-id="name">Conocer a Dios</content:text></title>
                  <pages>
                    <page filename="01_Home.xml" src="\(hash).xml" checksum-sha256="\(hash.uppercased())" size="2041"/>
                    <page filename="02.xml" src="\(String(repeating: "cd", count: 32)).xml"/>
                    <page filename="03.xml" src="not-a-hash.xml"/>
                    <page filename="04.xml"/>
                  </pages>
                  <resources><resource filename="banner.jpg" src="\(hash).jpg" checksum-sha256="\(hash)"/></resources>
                </manifest>
                """.utf8))
        #expect(manifest.title == "Conocer a Dios")
        #expect(manifest.locale == "es")
        #expect(
            manifest.pages == [
                ToolContentFileDataModel(filename: "01_Home.xml", source: "\(hash).xml", sha256: hash, size: 2041),
                ToolContentFileDataModel(
                    filename: "02.xml", source: "\(String(repeating: "cd", count: 32)).xml",
                    sha256: String(repeating: "cd", count: 32)),
            ])
        #expect(manifest.resources.map(\.filename) == ["banner.jpg"])
    }

    @Test("Given a document that is not a manifest When decoded as one Then it throws")
    func notAManifest() {
        #expect(throws: ContentXMLError.self) { try ToolManifestDecoder().decode(Array("<page/>".utf8)) }
    }

    @Test("Given a tract page When decoded Then the hero heading, its paragraph, the card label and its paragraph come in order")
    func tractPage() throws {
        let page = try ToolPageDecoder().decode(
            Array(
                """
                <page xmlns="https://mobile-content-api.cru.org/xmlns/tract" xmlns:content="https://mobile-content-api.cru.org/xmlns/content">
                  <hero><heading><content:text>God</content:text></heading>
                    <content:paragraph><content:text>God loves you.</content:text></content:paragraph></hero>
                  <cards><card><label><content:text>Love</content:text></label>
                    <content:paragraph><content:text>Think about it.</content:text><content:text>Twice.</content:text></content:paragraph>
                    <analytics-events><analytics:event action="x"/></analytics-events></card></cards>
                </page>
                """.utf8))
        #expect(
            page.blocks == [
                .heading("God"), .paragraph("God loves you."), .heading("Love"), .paragraph("Think about it. Twice."),
            ])
    }

    @Test("Given a lesson page and elements no reader knows When decoded Then every text is kept, none lost")
    func unknownElements() throws {
        let page = try ToolPageDecoder().decode(
            Array(
                """
                <page xmlns="https://mobile-content-api.cru.org/xmlns/lesson" xmlns:content="https://mobile-content-api.cru.org/xmlns/content">
                  <content><content:text>Heading-like text</content:text>
                    <flow><item>Inside a flow</item></flow>
                    <content:paragraph><content:text>A paragraph.</content:text></content:paragraph></content>
                </page>
                """.utf8))
        #expect(page.blocks == [.paragraph("Heading-like text"), .paragraph("Inside a flow"), .paragraph("A paragraph.")])
    }

    @Test("Given every manifest of the bundled content When decoded Then each has 3 to 12 pages whose files are bundled")
    func bundledManifests() async throws {
        let source = BundledToolsContentSource()
        let translations = try await source.resources().translations
        #expect(!translations.isEmpty)
        for translation in translations.prefix(40) {
            let name = try #require(translation.manifestName)
            let manifest = try ToolManifestDecoder().decode(try await source.file(named: name))
            #expect((3...12).contains(manifest.pages.count))
            let firstPage = try await source.file(named: try #require(manifest.pages.first?.source))
            #expect(SHA256.hexDigest(of: firstPage) == manifest.pages.first?.sha256)
            #expect(!(try ToolPageDecoder().decode(firstPage).blocks.isEmpty))
        }
    }
}
