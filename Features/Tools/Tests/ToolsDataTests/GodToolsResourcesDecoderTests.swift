import Foundation
import Testing
import ToolsData

@Suite("GodTools resources decoder")
struct GodToolsResourcesDecoderTests {
    private func decoded() throws -> ToolsResourcesDataModel {
        try GodToolsResourcesDecoder().decode(ContentDocumentFixtures.resources)
    }

    @Test("Given resources with one unreadable object and a non-object When decoded Then every readable resource stays")
    func oneBadResourceNeverDropsTheList() throws {
        #expect(try decoded().resources.map(\.id) == ["1", "2", "3", "4", "9"])
    }

    @Test("Given attr values sent as strings When decoded Then Booleans and numbers are read from them")
    func attrStrings() throws {
        let kgp = try #require(try decoded().resources.first)
        #expect(kgp.isSpotlight)
        #expect(!kgp.isHidden)
        #expect(kgp.defaultOrder == 10)
        #expect(kgp.category == "gospel")
        #expect(kgp.bannerAttachmentId == "1001")
        #expect(kgp.totalViews == 2_533_146)
    }

    @Test("Given attr-hidden true and a default order that is not a number When decoded Then it is hidden and sorts as -1")
    func hiddenAndBadOrder() throws {
        let hidden = try #require(try decoded().resources.first { $0.id == "2" })
        #expect(hidden.isHidden)
        #expect(hidden.defaultOrder == -1)
    }

    @Test("Given a resource with no attr-default-locale When decoded Then its default locale is en")
    func defaultLocale() throws {
        #expect(try decoded().resources.allSatisfy { $0.defaultLocale == "en" })
    }

    @Test(
        "Given a resource without a name and with an unknown type When decoded Then its abbreviation names it and the type is kept"
    )
    func unknownType() throws {
        let future = try #require(try decoded().resources.first { $0.id == "4" })
        #expect(future.name == "future")
        #expect(future.resourceType == "hologram")
        #expect(future.totalViews == 12)
        #expect(future.metatoolId == "9")
    }

    @Test("Given a metatool with a default variant When decoded Then the variant's id is read, and other resources have none")
    func metatoolDefaultVariant() throws {
        let resources = try decoded().resources
        #expect(resources.first { $0.id == "9" }?.defaultVariantId == "4")
        #expect(resources.first { $0.id == "1" }?.defaultVariantId == nil)
    }

    @Test(
        "Given latest translations partly missing from included or without a language When decoded Then only the complete ones are kept"
    )
    func translations() throws {
        let translations = try decoded().translations
        #expect(translations.map(\.id) == ["11", "12"])
        #expect(translations.map(\.resourceId) == ["1", "1"])
        #expect(translations.first?.manifestName == "abc.xml")
        #expect(translations.last?.translatedName == "Conocer a Dios personalmente")
    }

    @Test("Given a document without included When decoded Then the resources stay with no translations")
    func missingIncluded() throws {
        let result = try GodToolsResourcesDecoder().decode(ContentDocumentFixtures.resourcesWithoutIncluded)
        #expect(result.resources.map(\.abbreviation) == ["solo"])
        #expect(result.translations.isEmpty)
    }

    @Test("Given a document whose data is one resource When decoded Then that resource is read, its padded order too")
    func singleResource() throws {
        let result = try GodToolsResourcesDecoder().decode(ContentDocumentFixtures.oneResource)
        #expect(result.resources.map(\.id) == ["8"])
        #expect(result.resources.first?.defaultOrder == 4)
    }

    @Test("Given attr values sent as real JSON values and a type in capitals When decoded Then they are read all the same")
    func attrValuesAsJSON() throws {
        let result = try GodToolsResourcesDecoder().decode(ContentDocumentFixtures.resourcesWithOtherQuirks)
        let typed = try #require(result.resources.first)
        #expect(typed.isSpotlight)
        #expect(!typed.isHidden)
        #expect(typed.defaultOrder == 3)
        #expect(typed.resourceType == "cyoa")
        #expect(typed.totalViews == 0)
        #expect(typed.metatoolId == nil)
    }

    @Test("Given empty, null or missing relationships and attributes When decoded Then every resource is kept")
    func emptyRelationships() throws {
        let result = try GodToolsResourcesDecoder().decode(ContentDocumentFixtures.resourcesWithOtherQuirks)
        #expect(result.resources.map(\.id) == ["5", "6", "7"])
        #expect(try GodToolsResourcesDecoder().decode(ContentDocumentFixtures.emptyIncluded).resources.count == 1)
    }

    @Test("Given translations published as a string When decoded Then the unpublished one is left out and the details are read")
    func publishedAsString() throws {
        let translations = try GodToolsResourcesDecoder().decode(ContentDocumentFixtures.resourcesWithOtherQuirks).translations
        #expect(translations.map(\.id) == ["50"])
        #expect(translations.first?.version == 2)
        #expect(translations.first?.conversationStarters == "One?\nTwo?")
        #expect(translations.first?.bibleReferences == "John 3:16")
    }

    @Test("Given the bundled content When read from the package Then every tool type and the lessons are there")
    func bundledContent() async throws {
        let source = BundledToolsContentSource()
        let resources = try await source.resources()
        let languages = try await source.languages()
        #expect(resources.resources.filter { ["tract", "article", "cyoa"].contains($0.resourceType) }.count >= 24)
        #expect(resources.resources.filter { $0.resourceType == "lesson" }.count >= 6)
        #expect(languages.count >= 20)
        let manifest = try #require(resources.translations.first?.manifestName)
        let bytes = try await source.file(named: manifest)
        #expect(String(decoding: bytes, as: UTF8.self).contains("<manifest"))
    }
}
