/// `location.postcode`, which the API sends as a JSON number for some
/// nationalities (`"postcode": 93027`) and as text for others
/// (`"postcode": "EC1A 1BB"`). Encodes back in the form it was read in.
enum RandomUserPostcode: Codable, Equatable, Sendable {
    case number(Int)
    case text(String)

    /// The postcode as text: `93027` becomes `"93027"`.
    var text: String {
        switch self {
        case .number(let number): return String(number)
        case .text(let text): return text
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            throw DecodingError.typeMismatch(
                RandomUserPostcode.self,
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "Expected a postcode as a whole number or as text."
                )
            )
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
}
