import AppCore
import Foundation
import GRDB
import Logging

/// What the account routes do, apart from HTTP: registering, signing in, the tokens, the
/// person's own data, and recovering a password. Every expiry reads `clock`.
final class AccountService: Sendable {
    let database: DatabaseQueue
    let clock: any AppClock
    let configuration: AccountsConfiguration
    let hasher: PasswordHasher
    let accessTokens: AccessTokens
    let throttle = SignInThrottle()
    let mailbox: Mailbox
    let logger: Logger

    /// Opens the accounts (seeding them when the configuration says so); throws when the
    /// database cannot be opened or the signing key is too short.
    init(configuration: AccountsConfiguration, clock: any AppClock, mailbox: Mailbox, logger: Logger) throws {
        let key = configuration.signingKey ?? SecretTokens.randomBytes(AccountsConfiguration.minimumKeyBytes)
        guard key.count >= AccountsConfiguration.minimumKeyBytes else { throw AccountsSetUpError.signingKeyTooShort }
        self.configuration = configuration
        self.clock = clock
        self.mailbox = mailbox
        self.logger = logger
        hasher = PasswordHasher(cost: configuration.bcryptCost)
        accessTokens = AccessTokens(key: key)
        database = try AccountsDatabase.open(path: configuration.databasePath)
        if configuration.seedsAccounts { try AccountsDatabase.seed(database, hasher: hasher) }
    }

    /// Registers a new account, a member from now; nil when an account has that address already.
    func register(name: String, email: EmailAddress, password: String) async throws -> Account? {
        let account = Account(
            id: UUID().uuidString.lowercased(), name: name, email: email.text, passwordHash: await hasher.hash(password),
            memberSince: clock.now())
        let added = try await database.write { db in try AccountTable.insert(account, emailKey: email.key, db) }
        guard added else { return nil }
        logger.info("account registered", metadata: ["account": "\(account.id)"])
        return account
    }

    /// The account whose access token `token` is, or why it is refused: not this backend's,
    /// expired by the backend's clock, or revoked (its sign-in revoked, or its account signed out
    /// everywhere or gone).
    func account(forAccessToken token: String) async throws -> Result<Account, AccessTokenRefusal> {
        guard let claims = await accessTokens.claims(of: token) else { return .failure(.notValid) }
        guard claims.exp.value > clock.now() else { return .failure(.expired) }
        let account = try await database.read { db -> Account? in
            guard let account = try AccountTable.find(id: claims.sub.value, db), account.tokenGeneration == claims.gen,
                try RefreshTokenTable.familyIsInForce(id: claims.sid, accountId: account.id, db)
            else { return nil }
            return account
        }
        return account.map { .success($0) } ?? .failure(.revoked)
    }
}

/// Why an access token is refused, in words for the `error_description`.
enum AccessTokenRefusal: Error, Equatable {
    case notValid, expired, revoked

    var description: String {
        switch self {
        case .notValid: "the access token is not one this backend signed"
        case .expired: "the access token has expired"
        case .revoked: "the access token has been revoked"
        }
    }
}

/// Why the accounts could not be opened.
enum AccountsSetUpError: Error, CustomStringConvertible {
    case signingKeyTooShort

    var description: String {
        switch self {
        case .signingKeyTooShort: "the signing key must be at least \(AccountsConfiguration.minimumKeyBytes) bytes"
        }
    }
}
