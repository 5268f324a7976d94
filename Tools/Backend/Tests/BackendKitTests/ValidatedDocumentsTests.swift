import Testing

@testable import BackendKit

@Suite("ValidatedDocuments keeps the valid query texts it was asked for, within its bound")
struct ValidatedDocumentsTests {
    @Test("Given valid and invalid texts When asked Then only the valid ones come back and are kept")
    func validOnly() throws {
        let documents = ValidatedDocuments(schema: try AlfieSchema.make().schema)
        #expect(documents.document("{ navigationHandles }") != nil)
        #expect(documents.document("{ nope }") == nil)
        #expect(documents.document("{ navigationHandles") == nil)
        #expect(documents.texts == ["{ navigationHandles }"])
    }

    @Test("Given more texts than it holds When asked Then it keeps its capacity, the one asked for all along among them")
    func bounded() throws {
        let documents = ValidatedDocuments(schema: try AlfieSchema.make().schema)
        let kept = "{ brands { slug } }"
        for number in 0..<(ValidatedDocuments.capacity * 2) {
            #expect(documents.document(kept) != nil)
            #expect(documents.document("{ product(id: \"MS\(number)\") { id } }") != nil)
        }
        #expect(documents.texts.count == ValidatedDocuments.capacity)
        #expect(documents.texts.contains(kept))
        #expect(!documents.texts.contains("{ product(id: \"MS0\") { id } }"))
    }
}
