import Foundation
import Networking
import Testing

/// `JSONAPIDocumentDecoder` on documents shaped like the content API's.
@Suite("JSONAPIDocumentDecoder")
struct JSONAPIDocumentDecoderTests {
    private let decoder = JSONAPIDocumentDecoder()

    @Test(
        "Given a document whose data is an array When it is decoded Then every resource comes back in order with its attributes")
    func many() throws {
        let document = try decoder.decode(Data(JSONAPIFixtures.languages.utf8))

        #expect(
            document.primaryResources.map(\.identifier) == [
                JSONAPIResourceIdentifier(type: "language", id: "1"), JSONAPIResourceIdentifier(type: "language", id: "3"),
            ])
        #expect(document.primaryResources.last?.string("direction") == "rtl")
        #expect(document.primaryResources.first?.attributes["force-language-name"] == false)
        #expect(document.included.isEmpty)
        #expect(document.skipped.isEmpty)
    }

    @Test(
        "Given a document whose data is one object When it is decoded Then it is the single primary resource, attr-* values as strings"
    )
    func single() throws {
        let document = try decoder.decode(Data(JSONAPIFixtures.resourceWithIncluded.utf8))

        guard case .single(let resource) = document.data else {
            Issue.record("Expected one resource, got \(document.data)")
            return
        }
        #expect(resource.identifier == JSONAPIResourceIdentifier(type: "resource", id: "1"))
        #expect(resource.string("attr-default-order") == "10")
        #expect(resource.attributes["total-views"]?.intValue == 1520)
    }

    @Test("Given a resource's relationships When it is decoded Then to-many, to-one null and data-less links are told apart")
    func relationshipKinds() throws {
        let resource = try #require(try decoder.decode(Data(JSONAPIFixtures.resourceWithIncluded.utf8)).primaryResources.first)

        #expect(
            resource.relationships["latest-translations"]
                == .toMany([
                    JSONAPIResourceIdentifier(type: "translation", id: "21"),
                    JSONAPIResourceIdentifier(type: "translation", id: "22"),
                ]))
        #expect(resource.relationships["metatool"] == .empty)
        #expect(resource.relationships["variants"] == .missing)
        #expect(resource.relationships["default-variant"] == nil)
    }

    @Test("Given included resources When one is looked up by type and id Then it is found, and an unknown type is kept")
    func includedLookup() throws {
        let document = try decoder.decode(Data(JSONAPIFixtures.resourceWithIncluded.utf8))

        let translation = try #require(document.included(type: "translation", id: "21"))
        #expect(translation.string("translated-name") == "Conocer a Dios personalmente")
        #expect(translation.relationships["language"] == .toOne(JSONAPIResourceIdentifier(type: "language", id: "2")))
        #expect(document.included(type: "follow-up", id: "99") != nil)
        #expect(document.included(type: "translation", id: "7") == nil)
    }

    @Test(
        "Given a to-many relationship of which only some resources are included When they are resolved Then the included ones come back"
    )
    func resolvesIncludedOnly() throws {
        let document = try decoder.decode(Data(JSONAPIFixtures.resourceWithIncluded.utf8))
        let resource = try #require(document.primaryResources.first)

        let translations = document.includedResources(relatedTo: resource, by: "latest-translations")

        #expect(translations.map(\.id) == ["21"])
    }

    @Test(
        "Given an array with one resource missing its id When it is decoded Then the others are kept and the bad one is reported")
    func skipsBadResource() throws {
        let document = try decoder.decode(Data(JSONAPIFixtures.resourcesWithBadOne.utf8))

        #expect(document.primaryResources.map(\.id) == ["1", "3"])
        #expect(document.skipped == [JSONAPISkippedResource(location: "data[1]", reason: #"no "id""#)])
    }

    @Test("Given a resource with attributes that are not an object When it is decoded Then only that resource is skipped")
    func skipsResourceWithBadAttributes() throws {
        let text = #"{"data":[{"id":"1","type":"language","attributes":"en"},{"id":"2","type":"language"}]}"#

        let document = try decoder.decode(Data(text.utf8))

        #expect(document.primaryResources.map(\.id) == ["2"])
        #expect(document.primaryResources.first?.attributes.isEmpty == true)
        #expect(document.skipped.map(\.location) == ["data[0]"])
    }

    @Test("Given data null or missing When the document is decoded Then it has no primary resource")
    func noData() throws {
        #expect(try decoder.decode(Data(#"{"data":null}"#.utf8)).data == .none)
        #expect(try decoder.decode(Data("{}".utf8)).data == .none)
    }

    @Test("Given an error document When it is decoded Then its errors carry detail and source pointer")
    func errorDocument() throws {
        let document = try decoder.decode(Data(JSONAPIFixtures.errors.utf8))

        #expect(
            document.errors == [
                JSONAPIError(detail: "Quantity must be a positive number", sourcePointer: "/data/attributes/quantity")
            ])
    }

    @Test("Given bytes that are not a JSON object When they are decoded Then decoding fails")
    func notADocument() {
        #expect(throws: JSONAPIDocumentError.notJSON) { try decoder.decode(Data("<html>".utf8)) }
        #expect(throws: JSONAPIDocumentError.notAnObject) { try decoder.decode(Data("[1]".utf8)) }
    }
}
