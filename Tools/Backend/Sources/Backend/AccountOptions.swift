import AppCore
import ArgumentParser
import BackendKit
import Foundation

/// The command's options for signing people in, and for the clock every expiry reads.
struct AccountOptions: ParsableArguments {
    @Option(help: "A file whose bytes (at least 32) are the HS256 key access tokens are signed with (default: random per run).")
    var authKeyFile: String?

    @Option(help: "How long an access token is good for, in seconds.")
    var accessTokenLifetime = AccountsConfiguration().accessTokenLifetime

    @Option(help: "How long a refresh token is good for, in seconds.")
    var refreshTokenLifetime = AccountsConfiguration().refreshTokenLifetime

    @Option(help: "bcrypt's cost (4-31) for the password hashes made.")
    var bcryptCost = Int(AccountsConfiguration().bcryptCost)

    @Option(help: "A SQLite file to keep accounts in across runs (default: in memory, for the run).")
    var accountsDb: String?

    @Option(help: "Start the clock at this ISO 8601 instant (default: the machine's clock).")
    var now: String?

    @Option(help: "Follow the ISO 8601 instant this file holds, as the app's --clock-file does (a journey moves it).")
    var clockFile: String?

    func validate() throws {
        let lifetimes = 1...AccountsConfiguration.longestLifetime
        guard lifetimes.contains(accessTokenLifetime) else {
            throw ValidationError("--access-token-lifetime must be from 1 to \(lifetimes.upperBound) seconds")
        }
        guard lifetimes.contains(refreshTokenLifetime) else {
            throw ValidationError("--refresh-token-lifetime must be from 1 to \(lifetimes.upperBound) seconds")
        }
        let costs = AccountsConfiguration.bcryptCosts
        guard (Int(costs.lowerBound)...Int(costs.upperBound)).contains(bcryptCost) else {
            throw ValidationError("--bcrypt-cost must be from \(costs.lowerBound) to \(costs.upperBound)")
        }
        if let now, FixedAppClock(iso8601: now) == nil {
            throw ValidationError("--now takes an ISO 8601 instant, such as 2026-11-28T10:00:00Z")
        }
    }

    /// The accounts' configuration; throws when the key file cannot be read or is too short.
    func configuration() throws -> AccountsConfiguration {
        var configuration = AccountsConfiguration()
        configuration.accessTokenLifetime = accessTokenLifetime
        configuration.refreshTokenLifetime = refreshTokenLifetime
        configuration.bcryptCost = UInt8(clamping: bcryptCost)
        configuration.databasePath = accountsDb
        if let authKeyFile {
            guard let key = FileManager.default.contents(atPath: authKeyFile) else {
                throw ValidationError("--auth-key-file: cannot read \(authKeyFile)")
            }
            guard key.count >= AccountsConfiguration.minimumKeyBytes else {
                throw ValidationError(
                    "--auth-key-file: \(authKeyFile) holds \(key.count) bytes; a key needs at least \(AccountsConfiguration.minimumKeyBytes)"
                )
            }
            configuration.signingKey = Array(key)
        }
        return configuration
    }
}
