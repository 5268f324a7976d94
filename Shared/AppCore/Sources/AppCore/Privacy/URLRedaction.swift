import Foundation

/// Makes a URL safe to write anywhere (a log at any level, the database, a message): user
/// name and password, and the values of query items whose names look secret (`api_key`,
/// `token`, `client_secret`, `password`, `auth`, `X-Amz-Signature`…), are replaced by
/// `redacted`. Everything else is kept as it was.
public enum URLRedaction {
    /// What stands in for a hidden part.
    public static let placeholder = "redacted"

    /// Words that make a query item name secret, compared in lower case.
    static let secretWords: Set<String> = [
        "key", "apikey", "token", "secret", "password", "passwd", "pwd", "auth", "authorization",
        "signature", "sig", "credential", "credentials",
    ]

    /// `url` as text with its secrets hidden; `url.absoluteString` itself when it has none.
    public static func redacted(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return placeholder
        }
        var changed = false
        if components.user != nil || components.password != nil {
            components.percentEncodedUser = components.user.map { _ in placeholder }
            components.percentEncodedPassword = components.password.map { _ in placeholder }
            changed = true
        }
        if let items = components.percentEncodedQueryItems, items.contains(where: isSecret) {
            components.percentEncodedQueryItems = items.map { item in
                isSecret(item) ? URLQueryItem(name: item.name, value: placeholder) : item
            }
            changed = true
        }
        guard changed else { return url.absoluteString }
        return components.string ?? placeholder
    }

    /// `text` with every URL in it (`scheme://…`, up to the next space, quote or bracket)
    /// redacted as `redacted(_:)` does; a URL that cannot be read is replaced by the placeholder.
    public static func redactingURLs(in text: String) -> String {
        guard text.contains("://") else { return text }
        var output = ""
        var rest = text[...]
        while let separator = rest.range(of: "://") {
            var schemeStart =
                rest[..<separator.lowerBound].lastIndex { !isSchemeCharacter($0) }
                .map { rest.index(after: $0) } ?? rest.startIndex
            // A scheme starts with a letter.
            schemeStart = rest[schemeStart..<separator.lowerBound].firstIndex { $0.isLetter } ?? separator.lowerBound
            let end = rest[separator.upperBound...].firstIndex(where: endsURL) ?? rest.endIndex
            output += rest[..<schemeStart]
            let candidate = String(rest[schemeStart..<end])
            if schemeStart == separator.lowerBound {
                output += candidate
            } else if let url = URL(string: candidate) {
                output += redacted(url)
            } else {
                output += placeholder
            }
            rest = rest[end...]
        }
        return output + rest
    }

    private static func isSchemeCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
    }

    private static func endsURL(_ character: Character) -> Bool {
        character.isWhitespace || "\"'<>()[]{}`".contains(character)
    }

    /// Whether a query item named `name` carries a secret: one of the words of its name
    /// (split at `-`, `_`, `.`, other punctuation and lower-to-upper case changes) is secret.
    public static func isSecretName(_ name: String) -> Bool {
        let decoded = name.removingPercentEncoding ?? name
        return words(of: decoded).contains { secretWords.contains($0) }
    }

    private static func isSecret(_ item: URLQueryItem) -> Bool {
        item.value != nil && isSecretName(item.name)
    }

    /// `apiKey` → `api`, `key`; `X-Amz-Signature` → `x`, `amz`, `signature`; all lower case.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character.isUppercase, let previous, previous.isLowercase, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
