/// What a new password must be: at least 8 characters, not all of one class — lower-case
/// letters, upper-case letters, digits, and everything else (punctuation, spaces, symbols,
/// letters without case) — and at most 72 bytes of UTF-8, as bcrypt reads no further.
enum PasswordRule {
    static let minimumCharacters = 8
    static let maximumBytes = 72

    /// What is wrong with `password`, in words for the person; nil when it will do.
    enum Problem: Equatable {
        /// Too short, or all of one class: `weak_password`.
        case weak(String)
        /// Longer than bcrypt reads: `invalid_request`.
        case tooLong(String)
    }

    static func problem(with password: String) -> Problem? {
        if password.utf8.count > maximumBytes {
            return .tooLong("the password must be at most \(maximumBytes) bytes long")
        }
        if password.count < minimumCharacters {
            return .weak("the password must be at least \(minimumCharacters) characters long")
        }
        if Set(password.map(CharacterClass.init)).count < 2 {
            return .weak(
                "the password must mix at least two kinds of characters: lower-case letters, upper-case letters, "
                    + "digits, other characters")
        }
        return nil
    }

    private enum CharacterClass: Hashable {
        case lowercase, uppercase, digit, other

        init(_ character: Character) {
            if character.isLowercase {
                self = .lowercase
            } else if character.isUppercase {
                self = .uppercase
            } else if character.isNumber {
                self = .digit
            } else {
                self = .other
            }
        }
    }
}
