import GraphQL

/// The fields selected on values of one object type, in response order, and where each is
/// read on that type.
final class InlineSelection: Sendable {
    let type: InlineObjectType
    let fields: [InlinePlannedField]
    let positions: [Int?]

    init(type: InlineObjectType, fields: [InlinePlannedField]) {
        self.type = type
        self.fields = fields
        positions = fields.map { field in
            if case .field(let position) = field.read { return position }
            return nil
        }
    }
}

/// A field's GraphQL type as the executor completes it, worked out once when planning:
/// non-null, a list, a leaf, an object with its selection, or one of a union's members.
indirect enum InlineShape: Sendable {
    case nonNull(InlineShape)
    case list(InlineShape)
    case leaf
    case object(InlineSelection)
    /// The members in the schema's order, each with its selection.
    case oneOf([InlineSelection])
}

/// One entry of a response object: its key (the alias, or the field's name), the field's
/// nodes in the document (several when the same key is selected more than once), how its
/// value is read, and how it is completed.
struct InlinePlannedField: Sendable {
    enum Read: Sendable {
        case typeName
        /// The field at this position of its type's readers.
        case field(Int)
        case root(InlineRootField)
    }

    let key: String
    let name: String
    let parentTypeName: String
    let nodes: [Field]
    let read: Read
    let shape: InlineShape
    /// `"key":`, as the response writes it.
    let keyJSON: [UInt8]

    init(key: String, name: String, parentTypeName: String, nodes: [Field], read: Read, shape: InlineShape) {
        self.key = key
        self.name = name
        self.parentTypeName = parentTypeName
        self.nodes = nodes
        self.read = read
        self.shape = shape
        var keyJSON: [UInt8] = []
        JSONBytesWriter.write(key, to: &keyJSON)
        keyJSON.append(UInt8(ascii: ":"))
        self.keyJSON = keyJSON
    }
}
