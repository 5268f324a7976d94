/// Why one record of a randomuser.me response was left out, in words fit for a log line.
enum RandomUserRecordRejection: Error, Equatable, Sendable, CustomStringConvertible {
    /// A member the contact needs is absent, such as `login.uuid`.
    case missingField(path: String)
    /// A member is `null` where a value is needed.
    case nullField(path: String)
    /// A member has the wrong JSON type, such as `dob.age` as text.
    case wrongType(path: String, expected: String)
    /// A member has the right type but an unusable value, such as a date that is not ISO 8601.
    case invalidValue(path: String, detail: String)
    /// A member is present but empty where it must not be, such as an empty `login.uuid`.
    case emptyField(path: String)
    /// A text member is longer than the contact book keeps, such as a 5 MB `name.first`.
    case tooLong(path: String, maximum: Int)
    /// A member's value is out of its range, such as a birth date in the future.
    case outOfRange(path: String, detail: String)
    /// Anything else.
    case other(String)

    var description: String {
        switch self {
        case .missingField(let path): return "missing field '\(path)'"
        case .nullField(let path): return "field '\(path)' is null"
        case .wrongType(let path, let expected): return "field '\(path)' is not of type \(expected)"
        case .invalidValue(let path, let detail): return "field '\(path)' is invalid: \(detail)"
        case .emptyField(let path): return "field '\(path)' is empty"
        case .tooLong(let path, let maximum): return "field '\(path)' is longer than \(maximum) characters"
        case .outOfRange(let path, let detail): return "field '\(path)' is out of range: \(detail)"
        case .other(let detail): return detail
        }
    }
}

extension RandomUserRecordRejection {
    /// Describes a `DecodingError` raised while reading one record.
    /// - Parameter droppingPathPrefix: how many coding-path elements lead to the
    ///   record itself (`results`, its index), left out of the field path.
    init(decodingError: DecodingError, droppingPathPrefix: Int) {
        func path(_ codingPath: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
            let keys = Array(codingPath.dropFirst(droppingPathPrefix)) + (last.map { [$0] } ?? [])
            let rendered = keys.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
            let joined = rendered.reduce(into: "") { text, part in
                text += (text.isEmpty || part.hasPrefix("[")) ? part : ".\(part)"
            }
            return joined.isEmpty ? "(record)" : joined
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            self = .missingField(path: path(context.codingPath, key))
        case .valueNotFound(_, let context):
            self = .nullField(path: path(context.codingPath))
        case .typeMismatch(let type, let context):
            self = .wrongType(path: path(context.codingPath), expected: String(describing: type))
        case .dataCorrupted(let context):
            self = .invalidValue(path: path(context.codingPath), detail: context.debugDescription)
        @unknown default:
            self = .other(String(describing: decodingError))
        }
    }
}
