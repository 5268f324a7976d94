import Foundation
import Primitives
import Testing

@testable import GodToolsContentKit

@Suite("A translation published again")
struct PublishingTranslationTests {
    static let content = GodToolsContentGenerator().generate()

    @Test(
        "Given kgp in French When a newer translation is published Then it has a new id, the next version, a changed first page and a manifest naming it"
    )
    func publishesNewerTranslation() throws {
        let published = try #require(Self.content.publishingNewerTranslation(tool: "kgp", languageCode: "fr"))
        let new = published.translation
        let old = published.replaced

        #expect(new.id != old.id)
        #expect(new.version == old.version + 1)
        #expect(new.pageFileNames.dropFirst() == old.pageFileNames.dropFirst())
        let firstPage = try #require(new.pageFileNames.first)
        let page = try #require(published.content.files[firstPage])
        #expect(page.contains("(edition \(new.version))</content:text>"))
        #expect(SHA256.hexDigest(of: Array(page.utf8)) + ".xml" == new.pageFileNames.first)
        let manifest = try #require(published.content.files[new.manifestName])
        #expect(SHA256.hexDigest(of: Array(manifest.utf8)) + ".xml" == new.manifestName)
        #expect(manifest.contains(#"src="\#(new.pageFileNames[0])""#))
        #expect(published.content.files[old.manifestName] != nil)
    }

    @Test("Given a newer translation published When the resources document is read Then it lists the new translation only")
    func resourcesDocumentListsTheNewOne() throws {
        let published = try #require(Self.content.publishingNewerTranslation(tool: "kgp", languageCode: "fr"))
        let document = published.content.resourcesDocument

        #expect(document.contains(published.translation.manifestName))
        #expect(!document.contains(published.replaced.manifestName))
        #expect(published.content.translations.count == Self.content.translations.count)
    }

    @Test("Given a tool with no translation into a language When it is published in it Then there is nothing to publish")
    func nothingToPublish() {
        #expect(Self.content.publishingNewerTranslation(tool: "kgp", languageCode: "xx")?.translation == nil)
        #expect(Self.content.publishingNewerTranslation(tool: "nosuchtool", languageCode: "fr")?.translation == nil)
    }
}
