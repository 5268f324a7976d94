/// How the backend signs people in: how hard passwords are hashed, how long tokens live, the key
/// access tokens are signed with, and where accounts are kept.
public struct AccountsConfiguration: Sendable {
    /// bcrypt's cost for the hashes made from now on (log2 of its rounds, 4–31): 10 by default,
    /// lower in tests so they stay quick.
    public var bcryptCost: UInt8 = 10
    /// How long an access token is good for, in seconds: 15 minutes.
    public var accessTokenLifetime = 900
    /// How long a refresh token is good for, in seconds: 30 days.
    public var refreshTokenLifetime = 30 * 24 * 60 * 60
    /// The HS256 key access tokens are signed with (at least 32 bytes); `nil`: 32 random bytes
    /// made when the accounts are first used, so tokens from an earlier run are not accepted.
    public var signingKey: [UInt8]?
    /// The SQLite file accounts are kept in; `nil`: in memory, for the run only.
    public var databasePath: String?
    /// Whether the seeded accounts (``SeededAccounts``) are put in when the accounts open.
    public var seedsAccounts = true

    /// The fewest bytes a signing key may have.
    public static let minimumKeyBytes = 32
    /// The costs bcrypt takes.
    public static let bcryptCosts: ClosedRange<UInt8> = 4...31
    /// The longest a token may be made to live, in seconds: ten years.
    public static let longestLifetime = 10 * 366 * 24 * 60 * 60

    public init() {}
}
