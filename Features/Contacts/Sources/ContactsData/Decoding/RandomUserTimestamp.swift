import Foundation

/// A date as the API writes it: ISO 8601 in UTC with milliseconds,
/// `1993-07-20T09:44:18.674Z`. Reading also accepts it without fractional
/// seconds; anything else fails to decode.
struct RandomUserTimestamp: Codable, Equatable, Sendable {
    var date: Date

    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let withoutFraction = Date.ISO8601FormatStyle()

    init(date: Date) {
        self.date = date
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = (try? Self.withFraction.parse(text)) ?? (try? Self.withoutFraction.parse(text)) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "'\(text)' is not an ISO 8601 date."
                )
            )
        }
        self.date = date
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.withFraction.format(date))
    }
}
