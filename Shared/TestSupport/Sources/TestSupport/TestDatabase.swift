import Foundation
import Persistence

/// Databases for tests: real SQLite, in memory or in a folder of its own.
public enum TestDatabase {
    /// A fresh in-memory database with `migrations` applied.
    public static func inMemory(_ migrations: [any FeatureDatabaseMigrations]) throws -> AppDatabase {
        try AppDatabase.inMemory(migrations: migrations)
    }

    /// A new empty folder under the system's temporary folder, for a file database
    /// that a test closes and opens again ("after a restart").
    public static func makeTemporaryDirectory(named name: String = "test") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
