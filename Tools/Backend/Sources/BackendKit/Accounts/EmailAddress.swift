import Foundation

/// An email address as accounts compare it: trimmed, and matched without case.
struct EmailAddress: Sendable, Equatable {
    /// The longest address taken (RFC 5321's path limit).
    static let maximumLength = 254

    /// As given, trimmed: what the account shows.
    let text: String
    /// Lower-cased: what accounts are found by.
    let key: String

    /// `text` trimmed; nil unless it looks like an address: one `@`, something before it, a
    /// domain with a dot inside it after it, no white space, at most 254 characters.
    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard trimmed.count <= Self.maximumLength, parts.count == 2, !parts[0].isEmpty,
            !trimmed.contains(where: \.isWhitespace)
        else { return nil }
        let domain = parts[1]
        guard domain.contains("."), domain.first != ".", domain.last != "." else { return nil }
        self.text = trimmed
        self.key = trimmed.lowercased()
    }

    /// The key `text` would be found by, valid address or not (for sign-in attempts, which
    /// must not tell an address that is no account's from one that is not an address).
    static func key(of text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
