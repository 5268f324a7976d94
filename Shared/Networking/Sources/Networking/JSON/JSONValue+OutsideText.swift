import Localization

extension JSONValue {
    /// This value as it is safe to keep and show: every string, object keys included, made
    /// safe by `OutsideText.multiline` (no escape sequences, controls or bidi overrides; line
    /// breaks and tabs kept).
    /// - Throws: `OutsideJSONProblem` for a string longer than `maxStringLength` characters,
    ///   naming where it is.
    public func cleanedOutsideText(maxStringLength: Int) throws(OutsideJSONProblem) -> JSONValue {
        try cleaned(maxStringLength: maxStringLength, path: "")
    }

    private func cleaned(maxStringLength: Int, path: String) throws(OutsideJSONProblem) -> JSONValue {
        switch self {
        case .null, .bool, .int, .double:
            return self
        case .string(let text):
            return .string(try Self.cleaned(text, maxStringLength: maxStringLength, path: path))
        case .array(let elements):
            var cleaned: [JSONValue] = []
            cleaned.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                cleaned.append(try element.cleaned(maxStringLength: maxStringLength, path: "\(path)[\(index)]"))
            }
            return .array(cleaned)
        case .object(let members):
            var cleaned: [String: JSONValue] = [:]
            for (key, value) in members {
                let cleanKey = try Self.cleaned(key, maxStringLength: maxStringLength, path: path)
                let memberPath = path.isEmpty ? cleanKey : "\(path).\(cleanKey)"
                cleaned[cleanKey] = try value.cleaned(maxStringLength: maxStringLength, path: memberPath)
            }
            return .object(cleaned)
        }
    }

    private static func cleaned(_ text: String, maxStringLength: Int, path: String) throws(OutsideJSONProblem) -> String {
        // Bytes first, so a string of megabytes is refused without being walked.
        let bytes = text.utf8.count
        let byteCeiling = maxStringLength.multipliedReportingOverflow(by: 8)
        let fits =
            bytes <= maxStringLength
            || ((byteCeiling.overflow || bytes <= byteCeiling.partialValue) && text.count <= maxStringLength)
        guard fits else { throw OutsideJSONProblem(path: path, maximum: maxStringLength) }
        return OutsideText.multiline(text)
    }
}

/// A string in a server's JSON was longer than allowed.
public struct OutsideJSONProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the string is, such as `attributes.name` or `[3].title`.
    public var path: String
    /// The most characters allowed.
    public var maximum: Int

    public var description: String {
        "the string at '\(path.isEmpty ? "(value)" : path)' is longer than \(maximum) characters"
    }
}
