import Foundation

/// The accounts every backend starts with, for journeys and people trying the app: their
/// passwords pass ``PasswordRule`` and are listed in the README.
public enum SeededAccounts {
    /// One seeded account, with its password in clear (it is a fixture).
    public struct Seed: Sendable {
        public let id: String
        public let name: String
        public let email: String
        public let password: String
        public let memberSince: Date
    }

    public static let all: [Seed] = [
        Seed(
            id: "00000000-0000-4000-8000-00000000ada1", name: "Ada Lovelace", email: "ada@example.com",
            password: "correct-horse-1", memberSince: instant(1_767_606_000)),  // 2026-01-05T09:40:00Z
        Seed(
            id: "00000000-0000-4000-8000-0000000096a5", name: "Grace Hopper", email: "grace@example.com",
            password: "battery-staple-2", memberSince: instant(1_770_718_500)),  // 2026-02-10T10:15:00Z
        Seed(
            id: "00000000-0000-4000-8000-00000000a1a9", name: "Alan Turing", email: "alan@example.com",
            password: "enigma-machine-3", memberSince: instant(1_773_568_800)),  // 2026-03-15T10:00:00Z
    ]

    private static func instant(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: seconds)
    }
}
