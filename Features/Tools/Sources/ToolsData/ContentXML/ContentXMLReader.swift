/// Reads the XML of manifests and pages into `ContentXMLElement`s.
///
/// A small reader of our own rather than Foundation's `XMLParser`: on Linux that
/// lives in FoundationXML, which would load libxml2 at every start of the app.
/// It reads what content files hold — elements, attributes in either quote,
/// text, the five named entities and character references, CDATA — and skips
/// the XML declaration, processing instructions, comments and a DOCTYPE.
public struct ContentXMLReader: Sendable {
    /// Elements nested deeper than this are refused (`malformed`): what reads a tree walks it
    /// recursively, so a file of a hundred thousand nested elements would exhaust the stack.
    /// Content files nest about ten deep.
    public static let deepestNesting = 64

    public init() {}

    /// The root element of `bytes` (UTF-8).
    public func read<Bytes: Collection>(_ bytes: Bytes) throws(ContentXMLError) -> ContentXMLElement
    where Bytes.Element == UInt8 {
        var cursor = Cursor(bytes: Array(bytes))
        var stack: [OpenElement] = []
        var root: ContentXMLElement?
        while !cursor.isAtEnd {
            if cursor.peek() != UInt8(ascii: "<") {
                let text = try cursor.text()
                guard !stack.isEmpty else {
                    guard text.allSatisfy(\.isWhitespace) else { throw .malformed(offset: cursor.offset) }
                    continue
                }
                stack[stack.count - 1].children.append(.text(text))
            } else if cursor.skip("<?") {
                try cursor.skip(through: "?>")
            } else if cursor.skip("<!--") {
                try cursor.skip(through: "-->")
            } else if cursor.skip("<![CDATA[") {
                let text = try cursor.raw(through: "]]>")
                guard !stack.isEmpty else { throw .malformed(offset: cursor.offset) }
                stack[stack.count - 1].children.append(.text(text))
            } else if cursor.skip("<!") {
                try cursor.skipDeclaration()
            } else if cursor.skip("</") {
                let name = try cursor.name()
                cursor.skipSpaces()
                guard cursor.skip(">"), let open = stack.popLast(), open.name == name else {
                    throw .malformed(offset: cursor.offset)
                }
                let element = ContentXMLElement(
                    name: Self.localName(open.name), namespace: open.namespaces[Self.prefix(open.name)],
                    attributes: open.attributes, children: open.children)
                if stack.isEmpty {
                    guard root == nil else { throw .malformed(offset: cursor.offset) }
                    root = element
                } else {
                    stack[stack.count - 1].children.append(.element(element))
                }
            } else {
                cursor.advance()
                let name = try cursor.name()
                let (attributes, declared, selfClosing) = try cursor.attributes()
                guard stack.isEmpty ? root == nil : true else { throw .malformed(offset: cursor.offset) }
                let namespaces = (stack.last?.namespaces ?? [:]).merging(declared) { _, new in new }
                if selfClosing {
                    let element = ContentXMLElement(
                        name: Self.localName(name), namespace: namespaces[Self.prefix(name)], attributes: attributes)
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(.element(element)) }
                } else {
                    guard stack.count < Self.deepestNesting else { throw .malformed(offset: cursor.offset) }
                    stack.append(OpenElement(name: name, attributes: attributes, namespaces: namespaces))
                }
            }
        }
        guard stack.isEmpty else { throw .malformed(offset: cursor.offset) }
        guard let root else { throw .empty }
        return root
    }

    /// Split at the `:` scalar, not `Character`: a combining mark after the colon makes one
    /// `Character` with it, which would hide the prefix.
    static func localName(_ qualified: String) -> String {
        qualified.unicodeScalars.split(separator: ":", maxSplits: 1).last.map { String($0) } ?? qualified
    }

    /// The prefix of a qualified name (`content` for `content:text`); empty for none, the default namespace.
    static func prefix(_ qualified: String) -> String {
        qualified.unicodeScalars.firstIndex(of: ":").map { String(qualified.unicodeScalars[..<$0]) } ?? ""
    }
}

/// An element whose end tag is still to come, with the namespaces in scope inside it.
private struct OpenElement {
    let name: String
    let attributes: [String: String]
    var children: [ContentXMLElement.Node] = []
    let namespaces: [String: String]
}

/// A position in the bytes being read.
private struct Cursor {
    let bytes: [UInt8]
    private(set) var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    func peek() -> UInt8? { isAtEnd ? nil : bytes[offset] }

    mutating func advance() { offset += 1 }

    /// Moves past `literal` when the bytes continue with it.
    mutating func skip(_ literal: String) -> Bool {
        let expected = Array(literal.utf8)
        guard offset + expected.count <= bytes.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            return false
        }
        offset += expected.count
        return true
    }

    mutating func skip(through terminator: String) throws(ContentXMLError) {
        _ = try raw(through: terminator)
    }

    /// The bytes up to `terminator` as text, moving past the terminator.
    mutating func raw(through terminator: String) throws(ContentXMLError) -> String {
        let start = offset
        while !isAtEnd {
            let before = offset
            if skip(terminator) { return String(decoding: bytes[start..<before], as: UTF8.self) }
            offset += 1
        }
        throw .malformed(offset: start)
    }

    /// `<!DOCTYPE …>`, with an internal subset in brackets if there is one.
    mutating func skipDeclaration() throws(ContentXMLError) {
        var depth = 0
        while let byte = peek() {
            offset += 1
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: ">"), depth <= 0 { return }
        }
        throw .malformed(offset: offset)
    }

    mutating func skipSpaces() {
        while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { offset += 1 }
    }

    /// An element or attribute name.
    mutating func name() throws(ContentXMLError) -> String {
        let start = offset
        while let byte = peek(), !([0x20, 0x09, 0x0A, 0x0D] + Array("/>=\"'<".utf8)).contains(byte) { offset += 1 }
        guard offset > start else { throw .malformed(offset: start) }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// The attributes of a start tag up to its `>` or `/>`, and apart from them its namespace
    /// declarations, by prefix (empty for `xmlns`, the default namespace).
    mutating func attributes() throws(ContentXMLError) -> (
        attributes: [String: String], namespaces: [String: String], selfClosing: Bool
    ) {
        var attributes: [String: String] = [:]
        var namespaces: [String: String] = [:]
        while true {
            skipSpaces()
            if skip("/>") { return (attributes, namespaces, true) }
            if skip(">") { return (attributes, namespaces, false) }
            let name = try self.name()
            skipSpaces()
            guard skip("=") else { throw .malformed(offset: offset) }
            skipSpaces()
            guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw .malformed(offset: offset)
            }
            offset += 1
            let start = offset
            while let byte = peek(), byte != quote { offset += 1 }
            guard !isAtEnd else { throw .malformed(offset: start) }
            let value = EntityDecoding.decoded(String(decoding: bytes[start..<offset], as: UTF8.self))
            offset += 1
            if name == "xmlns" || name.hasPrefix("xmlns:") {
                namespaces[name == "xmlns" ? "" : ContentXMLReader.localName(name)] = value
            } else {
                attributes[ContentXMLReader.localName(name)] = value
            }
        }
    }

    /// Character data up to the next `<`, entities decoded.
    mutating func text() throws(ContentXMLError) -> String {
        let start = offset
        while let byte = peek(), byte != UInt8(ascii: "<") { offset += 1 }
        return EntityDecoding.decoded(String(decoding: bytes[start..<offset], as: UTF8.self))
    }
}

/// `&amp;` and the other named entities, `&#233;` and `&#xE9;`; an unknown entity stays as written.
private enum EntityDecoding {
    static let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

    /// Works on Unicode scalars, not `Character`s: a combining mark after `&` or `;` makes
    /// one `Character` with it, which would hide the entity (`&lt;` then U+0301 stayed as written).
    static func decoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let scalars = text.unicodeScalars
        var output = String.UnicodeScalarView()
        var rest = scalars[...]
        while let ampersand = rest.firstIndex(of: "&") {
            output.append(contentsOf: rest[..<ampersand])
            let afterAmpersand = scalars.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";"),
                let replacement = replacement(for: Substring(rest[afterAmpersand..<semicolon]))
            else {
                output.append("&")
                rest = rest[afterAmpersand...]
                continue
            }
            output.append(contentsOf: replacement.unicodeScalars)
            rest = rest[scalars.index(after: semicolon)...]
        }
        output.append(contentsOf: rest)
        return String(output)
    }

    private static func replacement(for entity: Substring) -> String? {
        if let named = named[entity] { return named }
        guard entity.first == "#" else { return nil }
        let digits = entity.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
