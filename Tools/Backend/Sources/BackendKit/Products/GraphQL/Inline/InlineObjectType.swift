/// How the inline executor reads one of the schema's object types: which Swift values are of
/// it (as the engine's `isTypeOf` decides, for a union's members), and its fields, read off a
/// value cast to its Swift type once for all the fields selected on it.
struct InlineObjectType: Sendable {
    let name: String
    let fieldNames: [String]
    let accepts: @Sendable (any Sendable) -> Bool
    /// The fields at `positions` (`nil`: nothing to read there, as for `__typename`, which is
    /// `.null`) of `value`; `nil` when `value` is not of this type.
    let read: @Sendable (_ value: any Sendable, _ positions: [Int?]) -> [InlineValue]?
    private let positions: [String: Int]

    init<Source: Sendable>(_ name: String, of _: Source.Type, _ fields: KeyValuePairs<String, InlineField<Source>>) {
        self.name = name
        fieldNames = fields.map(\.key)
        positions = Dictionary(fields.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        let readers = fields.map(\.value)
        accepts = { $0 is Source }
        read = { value, positions in
            guard let source = value as? Source else { return nil }
            return positions.map { position in position.map { readers[$0].read(source) } ?? .null }
        }
    }

    /// Where the field `name` is read, if this type has it.
    func position(of name: String) -> Int? {
        positions[name]
    }
}

/// How the inline executor reads a root field's value, as the schema's resolver returned it.
struct InlineRootField: Sendable {
    let read: @Sendable ((any Sendable)?) -> InlineValue

    static func object<Value: Sendable>(_: Value.Type) -> Self {
        Self { ($0 as? Value).map { .object($0) } ?? .null }
    }

    static func objects<Value: Sendable>(_: Value.Type) -> Self {
        Self { ($0 as? [Value]).map { .list($0.map { .object($0) }) } ?? .null }
    }

    static var strings: Self {
        Self { ($0 as? [String]).map { .list($0.map { .leaf(.string($0)) }) } ?? .null }
    }
}
