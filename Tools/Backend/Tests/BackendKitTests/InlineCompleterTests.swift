import GraphQL
import Testing

@testable import BackendKit

/// The completer's null handling, which Alfie's schema gives no way to reach (its Swift types
/// never hand a non-null field a nil): shown on a small type of its own.
@Suite("InlineCompleter: nulls in lists, and non-null errors that climb to the nearest nullable field")
struct InlineCompleterTests {
    struct Row: Sendable {
        let name: String?
        let children: [Row?]
    }

    static let rowType = InlineObjectType(
        "Row", of: Row.self, ["name": .string(\.name), "children": .optionalObjects(\.children)])

    /// `{ name children { name } }` on a `Row`, with `name` of `nameShape` and `children` of
    /// `childrenShape(selection of the children)`.
    static func row(name nameShape: InlineShape, children childrenShape: (InlineSelection) -> InlineShape) -> InlinePlannedField {
        let childName = field("name", read: .field(0), shape: nameShape)
        let children = InlineSelection(type: rowType, fields: [childName])
        let selection = InlineSelection(
            type: rowType,
            fields: [childName, field("children", read: .field(1), shape: childrenShape(children))])
        return field("row", read: .typeName, shape: .object(selection))
    }

    static func field(_ key: String, read: InlinePlannedField.Read, shape: InlineShape) -> InlinePlannedField {
        InlinePlannedField(key: key, name: key, parentTypeName: "Row", nodes: [], read: read, shape: shape)
    }

    static func written(_ value: InlineValue, _ field: InlinePlannedField) throws -> (json: String, errors: [String]) {
        var completer = InlineCompleter()
        if try !completer.complete(value, of: field) { completer.write("null".utf8) }
        return (String(decoding: completer.output, as: UTF8.self), completer.errors.map(\.message))
    }

    @Test("Given a list with a missing item When completed Then the item is left out, as the engine leaves it out")
    func missingItemLeftOut() throws {
        let value = Row(name: "a", children: [Row(name: "b", children: []), nil, Row(name: "c", children: [])])
        let written = try Self.written(.object(value), Self.row(name: .leaf, children: { .list(.object($0)) }))
        #expect(written.json == #"{"name":"a","children":[{"name":"b"},{"name":"c"}]}"#)
        #expect(written.errors.isEmpty)
    }

    @Test(
        "Given a non-null field that is null in a nullable item When completed Then that item is null (left out), with the error")
    func nonNullInNullableItem() throws {
        let value = Row(name: "a", children: [Row(name: nil, children: []), Row(name: "c", children: [])])
        let written = try Self.written(.object(value), Self.row(name: .nonNull(.leaf), children: { .list(.object($0)) }))
        #expect(written.json == #"{"name":"a","children":[{"name":"c"}]}"#)
        #expect(written.errors == ["Cannot return null for non-nullable field Row.name."])
    }

    @Test(
        "Given a non-null item that fails in a nullable list When completed Then the list is null; in a non-null list, the object"
    )
    func nonNullItemClimbs() throws {
        let value = Row(name: "a", children: [Row(name: "b", children: []), Row(name: nil, children: [])])
        let nullableList = try Self.written(
            .object(value), Self.row(name: .nonNull(.leaf), children: { .list(.nonNull(.object($0))) }))
        #expect(nullableList.json == #"{"name":"a","children":null}"#)
        #expect(nullableList.errors == ["Cannot return null for non-nullable field Row.name."])
        let nonNullList = try Self.written(
            .object(value), Self.row(name: .nonNull(.leaf), children: { .nonNull(.list(.nonNull(.object($0)))) }))
        #expect(nonNullList.json == "null")
        #expect(nonNullList.errors == ["Cannot return null for non-nullable field Row.name."])
    }
}
