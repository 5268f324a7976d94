import Foundation

/// The strings of one feature in one language, as read from `<code>.json`.
public struct StringTable: Sendable, Equatable {
    public let languageCode: String
    public let entries: [String: StringTableEntry]

    public init(languageCode: String, entries: [String: StringTableEntry]) {
        self.languageCode = languageCode
        self.entries = entries
    }

    /// Reads a table: a JSON object whose values are strings or objects of plural forms.
    public init(languageCode: String, json: Data) throws {
        self.languageCode = languageCode
        self.entries = try JSONDecoder().decode([String: StringTableEntry].self, from: json)
    }
}
