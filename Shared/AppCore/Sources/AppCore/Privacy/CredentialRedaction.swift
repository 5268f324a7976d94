import Foundation

/// Makes text safe to log when it may hold an account's credentials: a bearer token after
/// `Bearer`, and the value of a field named like a credential (`access_token`, `refresh_token`,
/// `password`, `token` …) in JSON (`"access_token":"…"`) or a form (`password=…`), are
/// replaced by `redacted`. Everything else is kept as it was.
public enum CredentialRedaction {
    /// Field names whose values are credentials, compared in lower case.
    static let credentialFields: Set<String> = [
        "access_token", "refresh_token", "id_token", "token", "password", "new_password", "client_secret",
        "authorization",
    ]

    private static let bearer = try? NSRegularExpression(pattern: #"(?i)\b(bearer)\s+[A-Za-z0-9\-._~+/]+=*"#)
    private static let jsonField = try? NSRegularExpression(
        pattern: #"(?i)"(\#(alternatives))"\s*:\s*"(?:[^"\\]|\\.)*""#)
    private static let formField = try? NSRegularExpression(pattern: #"(?i)\b(\#(alternatives))=[^&\s"']*"#)

    private static var alternatives: String {
        credentialFields.sorted().joined(separator: "|")
    }

    /// `text` with every credential in it hidden.
    public static func redactingCredentials(in text: String) -> String {
        let lowered = text.lowercased()
        guard lowered.contains("bearer") || credentialFields.contains(where: lowered.contains) else { return text }
        var result = text
        result = replace(bearer, in: result, with: "$1 \(URLRedaction.placeholder)")
        result = replace(jsonField, in: result, with: "\"$1\":\"\(URLRedaction.placeholder)\"")
        result = replace(formField, in: result, with: "$1=\(URLRedaction.placeholder)")
        return result
    }

    private static func replace(_ expression: NSRegularExpression?, in text: String, with template: String) -> String {
        guard let expression else { return text }
        return expression.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
}
