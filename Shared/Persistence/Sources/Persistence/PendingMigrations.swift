import Foundation
import GRDB

/// The migrations one feature's handle on the database applies the first time it is used:
/// a feature not opened in a session costs its tables nothing at start.
///
/// Applying takes the data folder's set-up lock (``DataFolderSetUpLock``), so two processes
/// opening the same feature for the first time take turns as they do when opening the
/// database. A failure is thrown to whoever used the database and tried again on the next use.
final class PendingMigrations: @unchecked Sendable {
    /// Guards `pending`; held while migrating, so a second user waits for the first.
    private let lock = NSLock()
    private var pending: [any FeatureDatabaseMigrations]
    private let folder: DataFolder?

    init(_ migrations: [any FeatureDatabaseMigrations], folder: DataFolder?) {
        pending = migrations
        self.folder = folder
    }

    /// The names of the features whose migrations are still to apply through this handle.
    var pendingFeatureNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return pending.map(\.featureName)
    }

    /// Applies the migrations to `writer` unless that is done already.
    func apply(to writer: any DatabaseWriter) throws(DatabaseOpeningError) {
        lock.lock()
        defer { lock.unlock() }
        guard !pending.isEmpty else { return }
        try migrate(writer)
        pending = []
    }

    private func migrate(_ writer: any DatabaseWriter) throws(DatabaseOpeningError) {
        let setUpLock = try folder.map { folder throws(DatabaseOpeningError) in try DataFolderSetUpLock(folder: folder) }
        defer { setUpLock?.release() }
        do {
            try Self.migrate(writer, with: pending)
        } catch let error as DatabaseError {
            throw failure(DatabaseOpeningError.Problem(error, folder: folder?.folder.path ?? ""), reason: "\(error)")
        } catch {
            throw failure(.other(reason: "\(error)"), reason: "\(error)")
        }
    }

    private func failure(_ problem: DatabaseOpeningError.Problem, reason: String) -> DatabaseOpeningError {
        folder?.failure(problem, reason: reason) ?? DatabaseOpeningError(path: ":memory:", problem: problem, reason: reason)
    }

    /// Registers every feature's migrations, in order, and applies those not applied yet.
    static func migrate(_ writer: any DatabaseWriter, with migrations: [any FeatureDatabaseMigrations]) throws {
        var migrator = DatabaseMigrator()
        for feature in migrations {
            feature.register(in: &migrator)
        }
        try migrator.migrate(writer)
    }
}
