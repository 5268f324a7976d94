import GraphQL
import Primitives
import Testing

@testable import BackendKit

@Suite("JSONBytesWriter writes what OrderedJSON's compact text is")
struct JSONBytesWriterTests {
    @Test(
        "Given values with escapes, accents, numbers and nesting When written Then the bytes are compactText()'s",
        arguments: [
            OrderedJSON.null, .bool(true), .int(-42), .double(1.5), .double(2.0), .double(.infinity), .double(1e20),
            .string("plain"), .string("quote \" back \\ slash / tab\t new\nline\r bell\u{07} \u{08}\u{0C} \u{1F}"),
            .string("Maison Élodie — £12.50 ✓ 🧵"), .string(""), .array([]), .object([]),
            .object([
                ("z", .array([.int(1), .null, .string("a\"b")])), ("a", .object([("nested", .bool(false))])),
                ("é", .double(-0.25)),
            ]),
        ])
    func sameBytes(_ value: OrderedJSON) {
        #expect(JSONBytesWriter.bytes(value) == Array(value.compactText().utf8))
    }
}

@Suite("GraphQLResultJSON writes a result: errors first, then data")
struct GraphQLResultJSONTests {
    @Test("Given errors and data When written Then errors come first, each with only the parts it has")
    func errorsThenData() {
        let errors = [
            GraphQLError(
                message: "m", locations: [SourceLocation(line: 1, column: 2)], path: ["a", 0], extensions: ["code": "X"]),
            GraphQLError(message: "n"),
        ]
        let written = GraphQLResultJSON.bytes(errors: errors, data: Array(#"{"a":null}"#.utf8))
        #expect(
            String(decoding: written, as: UTF8.self)
                == #"{"errors":[{"message":"m","locations":[{"line":1,"column":2}],"path":["a",0],"extensions":{"code":"X"}},{"message":"n"}],"data":{"a":null}}"#
        )
        #expect(String(decoding: GraphQLResultJSON.bytes(errors: [], data: Array("{}".utf8)), as: UTF8.self) == #"{"data":{}}"#)
        #expect(
            String(decoding: GraphQLResultJSON.bytes(errors: [GraphQLError(message: "v")], data: nil), as: UTF8.self)
                == #"{"errors":[{"message":"v"}]}"#)
    }
}
