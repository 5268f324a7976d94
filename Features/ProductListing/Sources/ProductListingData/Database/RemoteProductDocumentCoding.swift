import Foundation

/// How what a products server sent is kept in a text column: as JSON.
enum RemoteProductDocumentCoding {
    static func text<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The value `text` holds; `nil` when it holds something else (written by another version).
    static func value<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
        try? JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
