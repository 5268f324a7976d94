/// What a field's resolver reads off its parent, before the executor completes it by the
/// field's GraphQL type: nothing, a leaf already in its JSON form, an object to select on, or a
/// list of these.
enum InlineValue: Sendable {
    case null
    case leaf(OrderedJSONLeaf)
    case object(any Sendable)
    case list([InlineValue])
}

/// A scalar or enum value as the engine serializes it: `Int` as a whole number, `String`,
/// `ID`, `URL` and enum values as strings, `Boolean` as true or false.
enum OrderedJSONLeaf: Sendable, Equatable {
    case int(Int)
    case string(String)
    case bool(Bool)
}

/// How one field of a type is read off a Swift value of that type, in line (no task, no coder).
struct InlineField<Source>: Sendable {
    let read: @Sendable (Source) -> InlineValue

    static func string(_ get: @escaping @Sendable (Source) -> String?) -> Self {
        Self { get($0).map { .leaf(.string($0)) } ?? .null }
    }

    static func int(_ get: @escaping @Sendable (Source) -> Int?) -> Self {
        Self { get($0).map { .leaf(.int($0)) } ?? .null }
    }

    static func bool(_ get: @escaping @Sendable (Source) -> Bool?) -> Self {
        Self { get($0).map { .leaf(.bool($0)) } ?? .null }
    }

    /// `ID`, written as its string (as the schema's `ID` scalar encodes it).
    static func id(_ get: @escaping @Sendable (Source) -> AlfieID?) -> Self {
        Self { get($0).map { .leaf(.string($0.value)) } ?? .null }
    }

    /// `URL`, written as its string.
    static func url(_ get: @escaping @Sendable (Source) -> AlfieURL?) -> Self {
        Self { get($0).map { .leaf(.string($0.value)) } ?? .null }
    }

    /// An enum, written as its value's name (the raw value, as the schema names its values).
    static func enumeration<Value: RawRepresentable<String>>(_ get: @escaping @Sendable (Source) -> Value?) -> Self {
        Self { get($0).map { .leaf(.string($0.rawValue)) } ?? .null }
    }

    static func strings(_ get: @escaping @Sendable (Source) -> [String]?) -> Self {
        Self { get($0).map { .list($0.map { .leaf(.string($0)) }) } ?? .null }
    }

    static func object<Value: Sendable>(_ get: @escaping @Sendable (Source) -> Value?) -> Self {
        Self { get($0).map { .object($0) } ?? .null }
    }

    static func objects<Value: Sendable>(_ get: @escaping @Sendable (Source) -> [Value]?) -> Self {
        Self { get($0).map { .list($0.map { .object($0) }) } ?? .null }
    }

    /// A list whose items may be missing.
    static func optionalObjects<Value: Sendable>(_ get: @escaping @Sendable (Source) -> [Value?]?) -> Self {
        Self { get($0).map { .list($0.map { $0.map { .object($0) } ?? .null }) } ?? .null }
    }
}
