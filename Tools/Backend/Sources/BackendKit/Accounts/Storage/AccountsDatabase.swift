import GRDB

/// Opens the accounts' SQLite database — in memory, or the file `--accounts-db` names — brings
/// its tables up to date, and puts in the seeded accounts that are not there.
enum AccountsDatabase {
    static func open(path: String?) throws -> DatabaseQueue {
        let queue = try path.map { try DatabaseQueue(path: $0) } ?? DatabaseQueue()
        try AccountsSchema.migrator().migrate(queue)
        return queue
    }

    /// Adds each seeded account whose address no account has (one deleted comes back at the next start).
    static func seed(_ queue: DatabaseQueue, hasher: PasswordHasher) throws {
        for seed in SeededAccounts.all {
            guard let email = EmailAddress(seed.email) else { continue }
            let exists = try queue.read { db in try AccountTable.find(emailKey: email.key, db) != nil }
            guard !exists else { continue }
            let account = Account(
                id: seed.id, name: seed.name, email: email.text, passwordHash: hasher.hashNow(seed.password),
                memberSince: seed.memberSince)
            _ = try queue.write { db in try AccountTable.insert(account, emailKey: email.key, db) }
        }
    }
}
