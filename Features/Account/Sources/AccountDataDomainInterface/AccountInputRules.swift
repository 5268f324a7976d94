import AccountDomain

/// What the app checks before it sends anything: an email address that looks like one, a name
/// and a password that are there. How strong a password must be is the backend's to say.
enum AccountInputRules {
    static let maxNameCharacters = 200
    static let maxEmailCharacters = 320

    /// The address trimmed: one `@`, something before it, a dot in what follows, no spaces.
    static func email(_ typed: String) throws(AccountError) -> String {
        let email = typed.trimmingCharacters(in: .whitespaces)
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, email.count <= maxEmailCharacters,
            parts[1].split(separator: ".", omittingEmptySubsequences: false).count >= 2,
            !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            !email.contains(where: { $0.isWhitespace || $0.isNewline || $0.unicodeScalars.contains { $0.value < 0x20 } })
        else { throw .invalidEmail }
        return email
    }

    /// The password exactly as typed; refused when empty or holding a line break.
    static func password(_ typed: String) throws(AccountError) -> String {
        guard !typed.isEmpty, !typed.contains(where: \.isNewline) else { throw .emptyPassword }
        return typed
    }

    /// The name trimmed.
    static func name(_ typed: String) throws(AccountError) -> String {
        let name = typed.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= maxNameCharacters else { throw .emptyName }
        return name
    }

    /// Whether `typed` is `email`, as a person would type it back (any case, spaces around).
    static func isSameEmail(_ typed: String, as email: String) -> Bool {
        typed.trimmingCharacters(in: .whitespaces).lowercased() == email.lowercased()
    }
}
