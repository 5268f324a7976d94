import Primitives
import Testing

@Suite("Ordered JSON text")
struct OrderedJSONTextTests {
    private let document = OrderedJSON.object([
        ("id", .string("kgp")),
        ("type", .string("resource")),
        ("attributes", .object([("order", .int(3)), ("hidden", .bool(false)), ("banner", .null)])),
        ("tags", .array([])),
    ])

    @Test("Given an object When written compactly Then members keep their order with no spaces")
    func compactKeepsOrder() {
        #expect(
            document.compactText()
                == #"{"id":"kgp","type":"resource","attributes":{"order":3,"hidden":false,"banner":null},"tags":[]}"#)
    }

    @Test("Given an object When written indented Then two spaces a level, empty arrays inline, a final newline")
    func indentedLayout() {
        #expect(
            document.indentedText() == """
                {
                  "id": "kgp",
                  "type": "resource",
                  "attributes": {
                    "order": 3,
                    "hidden": false,
                    "banner": null
                  },
                  "tags": []
                }

                """)
    }

    @Test("Given text with quotes, a backslash, controls, a slash and non-ASCII When written Then only JSON's escapes are used")
    func escapes() {
        #expect(OrderedJSON.string("a\"b\\c\n\t\r\u{01}/é").compactText() == #""a\"b\\c\n\t\r\u0001/é""#)
    }

    @Test("Given two objects with the same members in another order When compared Then they differ")
    func orderMatters() {
        #expect(OrderedJSON.object([("a", .int(1)), ("b", .int(2))]) != .object([("b", .int(2)), ("a", .int(1))]))
        #expect(OrderedJSON.object([("a", .int(1))]) == .object([("a", .int(1))]))
    }
}
