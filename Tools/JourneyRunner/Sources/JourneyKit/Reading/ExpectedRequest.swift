/// A `< METHOD /path` line of a journey: a request the app must have sent to the journey's
/// backend, with the `<< field=value` lines under it checking fields of its body.
///
/// The path (with its query) is an inline pattern (``InlinePattern``): `< GET /api/?page=2[..]`.
/// A field is a dotted path into the JSON body (`variables.offset`, `data.attributes.quantity`,
/// `items.0.id`; for a form body, the form field's name), its value an inline pattern matched
/// against the field as text: a string without its quotes, a number or `true`/`false`/`null`
/// as JSON writes it, an object or array as compact JSON.
public struct ExpectedRequest: Sendable, Equatable {
    public let method: String
    public let target: InlinePattern
    public var fields: [ExpectedField]
    /// The `<` line as written.
    public let sourceLine: String
    public let file: String
    public let lineNumber: Int

    /// Reads a `< ` line.
    init(line: SourceLine) throws(JourneyFileError) {
        let rest = line.text.dropFirst(JourneyLine.requestPrefix.count)
        let parts = rest.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isUppercase }),
            case let target = parts[1].trimmingCharacters(in: .whitespaces), target.hasPrefix("/") || target.hasPrefix("[")
        else {
            throw line.error(
                "a request line reads \"< METHOD /path\", such as \"< GET /api/?page=2[..]\", found \"\(line.text)\"")
        }
        do {
            self.target = try InlinePattern(parsing: target)
        } catch {
            throw line.error(error.message)
        }
        method = String(parts[0])
        fields = []
        sourceLine = line.text
        file = line.file
        lineNumber = line.number
    }

    /// The names this line and its fields keep.
    public var capturedNames: [String] { target.capturedNames + fields.flatMap(\.value.capturedNames) }
}

/// A `<< field=value` line under a `< ` line.
public struct ExpectedField: Sendable, Equatable {
    /// The dotted path's parts.
    public let path: [String]
    public let value: InlinePattern
    public let sourceLine: String

    init(line: SourceLine) throws(JourneyFileError) {
        let rest = line.text.dropFirst(JourneyLine.fieldPrefix.count).trimmingCharacters(in: .whitespaces)
        guard let equals = rest.firstIndex(of: "="), equals != rest.startIndex else {
            throw line.error("a field line reads \"<< field=value\", such as \"<< variables.offset=20\", found \"\(line.text)\"")
        }
        var value = String(rest[rest.index(after: equals)...])
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
        }
        path = rest[..<equals].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !path.contains(where: \.isEmpty) else {
            throw line.error("\"\(rest[..<equals])\" is not a field path: names joined by dots, such as variables.offset")
        }
        do {
            self.value = try InlinePattern(parsing: value)
        } catch {
            throw line.error(error.message)
        }
        sourceLine = line.text
    }
}
