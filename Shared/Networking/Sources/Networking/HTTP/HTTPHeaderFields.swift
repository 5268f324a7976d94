/// The header fields of a request or a response, in the order given.
///
/// Names are matched ignoring case (`content-type` finds `Content-Type`); a name may occur
/// more than once.
public struct HTTPHeaderFields: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field as sent or received.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every field, in order.
    public private(set) var fields: [Field]

    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The value of the first field named `name` (any case); setting it replaces every field
    /// of that name, and `nil` removes them.
    public subscript(name: String) -> String? {
        get { fields.first { Self.sameName($0.name, name) }?.value }
        set {
            fields.removeAll { Self.sameName($0.name, name) }
            if let newValue { fields.append(Field(name: name, value: newValue)) }
        }
    }

    /// The values of every field named `name` (any case), in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map(\.value)
    }

    /// Adds a field, keeping any others of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    private static func sameName(_ lhs: String, _ rhs: String) -> Bool {
        lhs.lowercased() == rhs.lowercased()
    }
}
