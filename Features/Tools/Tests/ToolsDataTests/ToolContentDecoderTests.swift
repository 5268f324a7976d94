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
            #expect(!ToolPageDecoder().decode(firstPage).blocks.isEmpty)
        }
    }
}
