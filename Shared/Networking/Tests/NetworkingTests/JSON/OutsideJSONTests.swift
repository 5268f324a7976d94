import Foundation
import Networking
import Testing

/// What JSON from a server may hold once this package's decoders have read it.
@Suite("Given JSON from a hostile server")
struct OutsideJSONTests {
    private func document(attributes: String, count: Int = 1) -> Data {
        let resources = (1...count).map { #"{"type":"tool","id":"\#($0)","attributes":\#(attributes)}"# }
        return Data(#"{"data":[\#(resources.joined(separator: ","))]}"#.utf8)
    }

    @Test("When JSON:API attributes hold escapes and a forged line Then the resource keeps only the words, line breaks kept")
    func jsonAPIAttributesCleaned() throws {
        let data = document(attributes: #"{"name":"\u001b]0;owned\u0007Knowing God\u001b[2J","about":"one\r\ntwo\u202e"}"#)

        let resource = try #require(try JSONAPIDocumentDecoder().decode(data).primaryResources.first)

        #expect(resource.string("name") == "Knowing God")
        #expect(resource.string("about") == "one\ntwo")
    }

    @Test("When one resource's attribute is longer than the limit Then that resource is skipped and the others kept")
    func jsonAPIOverlongStringSkipsTheResource() throws {
        let long = String(repeating: "a", count: 101)
        let data = Data(
            #"{"data":[{"type":"tool","id":"1","attributes":{"name":"\#(long)"}},{"type":"tool","id":"2","attributes":{"name":"ok"}}]}"#
                .utf8)
        let decoder = JSONAPIDocumentDecoder(limits: ResponseLimits(maxStringLength: 100))

        let document = try decoder.decode(data)

        #expect(document.primaryResources.map(\.id) == ["2"])
        #expect(document.skipped.first?.location == "data[0]")
        #expect(document.skipped.first?.reason.contains("attributes.name") == true)
    }

    @Test("When a page holds more resources than the limit Then the first ones are kept and the rest reported")
    func jsonAPIRecordsBounded() throws {
        let decoder = JSONAPIDocumentDecoder(limits: ResponseLimits(maxRecords: 20))

        let document = try decoder.decode(document(attributes: #"{"name":"x"}"#, count: 1_000))

        #expect(document.primaryResources.count == 20)
        #expect(document.skipped.contains { $0.reason.contains("1000 resources") })
    }

    @Test("When GraphQL data holds escapes Then the decoded value holds only the words")
    func graphQLDataCleaned() throws {
        struct Product: Decodable {
            var name: String
            var price: Int
        }
        struct Payload: Decodable { var product: Product }
        let body = Data(#"{"data":{"product":{"name":"Shirt\u001b[31m\u009b1m\n","price":1299}}}"#.utf8)

        let payload = try GraphQLResponseDecoder().decode(Payload.self, from: HTTPResponse(status: 200, body: body))

        #expect(payload.product.name == "Shirt\n")
        #expect(payload.product.price == 1299)
    }

    @Test("When a GraphQL string is longer than the limit Then the answer is malformed")
    func graphQLOverlongString() {
        struct Payload: Decodable { var name: String }
        let body = Data(#"{"data":{"name":"\#(String(repeating: "a", count: 200))"}}"#.utf8)
        let decoder = GraphQLResponseDecoder(limits: ResponseLimits(maxStringLength: 100))

        #expect(throws: RemoteFailure.malformedResponse) {
            try decoder.decode(Payload.self, from: HTTPResponse(status: 200, body: body))
        }
    }

    @Test("When a GraphQL error message holds escapes and line breaks Then it is one clean line")
    func graphQLErrorMessageCleaned() throws {
        let body = Data(#"{"errors":[{"message":"bad\u001b[2J\nthing"}]}"#.utf8)

        let failure = GraphQLResponseDecoder().failure(forErrorResponse: HTTPResponse(status: 400, body: body))

        #expect(failure == .graphQL([GraphQLError(message: "bad thing")], httpStatus: 400))
    }
}
