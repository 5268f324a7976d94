/// A JSON value read as text whether the server sent a string or a number (an account id).
struct LenientText: Decodable {
    let value: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int.self) {
            value = String(number)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "neither text nor a number")
        }
    }
}

/// A count read as 0 when the server left it out or sent something else.
struct LenientCount: Decodable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        value = max(0, (try? container.decode(Int.self)) ?? 0)
    }
}
