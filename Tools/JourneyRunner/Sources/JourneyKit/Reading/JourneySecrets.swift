import Foundation

/// A journey's secrets: what its `# secret: NAME=VALUE` headers give, typed into the app as the
/// answer to a secret question (a password) by a command line that is the name alone,
/// `> {NAME}`. The app echoes such an answer as ``mask``, which the runner takes as the echo of
/// the secret it sent.
///
/// A secret's value is never shown by the runner: wherever it stands in what the app printed
/// (its output and standard error) or sent (the backend's request log), the runner reads
/// `{NAME}` in its place before matching, reporting or recording. Only the journey file holds it.
public struct JourneySecrets: Sendable, Equatable {
    /// How the app echoes a secret answer under `--echo`.
    public static let mask = "********"

    /// The secrets by name.
    public private(set) var values: [String: String] = [:]

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// Whether there is none.
    public var isEmpty: Bool { values.isEmpty }

    /// The names, in order.
    public var names: [String] { values.keys.sorted() }

    /// The value of the secret `name`, nil when no header gives one.
    public subscript(name: String) -> String? { values[name] }

    /// Reads one header's value, `NAME=VALUE`, and adds it; a message (never holding the value)
    /// when it is not one, or names a secret already given.
    mutating func add(header value: String) throws(SecretHeaderProblem) {
        guard let equals = value.firstIndex(of: "=") else {
            throw SecretHeaderProblem(
                message: "\"# secret:\" reads \"NAME=VALUE\": the name a command types as \"> {NAME}\", then the secret")
        }
        let name = value[..<equals].trimmingCharacters(in: .whitespaces)
        let secret = value[value.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard InlinePatternParser.isName(name) else {
            throw SecretHeaderProblem(
                message: "\"\(name)\" cannot name a secret: a name of letters, digits, _ and -, starting with a letter or _")
        }
        guard !secret.isEmpty else {
            throw SecretHeaderProblem(message: "the secret \"\(name)\" has no value: \"# secret: \(name)=VALUE\"")
        }
        guard values[name] == nil else {
            throw SecretHeaderProblem(message: "the secret \"\(name)\" is given twice")
        }
        values[name] = secret
    }

    /// The secret's name when `command` types one: the command is `{NAME}` alone, and a header
    /// gives `NAME`.
    public func name(typedBy command: String) -> String? {
        let text = command.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let name = String(text.dropFirst().dropLast())
        return values[name] == nil ? nil : name
    }

    /// The secrets `text` refers to with `{NAME}`.
    func names(referredToIn text: String) -> [String] {
        NameReferences.names(in: text).filter { values[$0] != nil }
    }

    /// `text` with every secret's value written `{NAME}`, as typed and as a form or query writes
    /// it (percent-encoded): the longest first, so a value that holds another is hidden whole.
    public func hiding(in text: String) -> String {
        guard !values.isEmpty, !text.isEmpty else { return text }
        var unreserved = CharacterSet.alphanumerics
        unreserved.insert(charactersIn: "-._~")
        let forms = values.flatMap { name, value in
            Set([value, value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value]).map { ($0, name) }
        }
        return forms.sorted { ($0.0.count, $0.1, $0.0) > ($1.0.count, $1.1, $1.0) }.reduce(text) { text, form in
            text.replacingOccurrences(of: form.0, with: "{\(form.1)}")
        }
    }
}

/// A `# secret:` header that cannot be read, in words that never hold a secret's value.
struct SecretHeaderProblem: Error {
    let message: String
}
