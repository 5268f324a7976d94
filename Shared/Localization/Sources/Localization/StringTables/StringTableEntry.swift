/// One value of a string table: plain text, or one text per plural category.
public enum StringTableEntry: Sendable, Equatable, Decodable {
    case text(String)
    case plural([PluralCategory: String])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
            return
        }
        let forms = try container.decode([String: String].self)
        var plural: [PluralCategory: String] = [:]
        for (name, text) in forms {
            guard let category = PluralCategory(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown plural category \(name)"
                )
            }
            plural[category] = text
        }
        self = .plural(plural)
    }

    /// Every text in the entry, for checks that look at all of them.
    public var allTexts: [String] {
        switch self {
        case .text(let text): return [text]
        case .plural(let forms): return PluralCategory.allCases.compactMap { forms[$0] }
        }
    }
}
