import Foundation
import Primitives

/// The random secrets accounts hand out, and how they are kept: a refresh token is 32 random
/// bytes in base64url (43 characters), a reset code six random digits; only their SHA-256 is
/// stored, so the database alone signs no one in.
enum SecretTokens {
    /// `count` bytes from the system's secure random source.
    static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// A new refresh token: 32 random bytes, base64url without padding.
    static func refreshToken() -> String {
        base64URL(randomBytes(32))
    }

    /// A new six-digit reset code, `000000` to `999999`.
    static func resetCode() -> String {
        var generator = SystemRandomNumberGenerator()
        let number = Int.random(in: 0...999_999, using: &generator)
        let digits = String(number)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// What is stored of a secret: its SHA-256, in hexadecimal.
    static func storedHash(of secret: String) -> String {
        SHA256.hexDigest(of: Array(secret.utf8))
    }

    /// `bytes` in base64url (RFC 4648 §5), without padding.
    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
