import Foundation
import GRDB
import Persistence
import Testing

/// Several features' worth of tables, so migrating takes a while.
private let manyFeatures: [any FeatureDatabaseMigrations] = (1...12).map { TestFeatureMigrations(featureName: "feature\($0)") }

@Suite("Given processes starting at once on a new data folder")
struct ConcurrentOpeningTests {
    @Test("When three openers start together on a new folder, many times over Then every one opens and migrates, none fails")
    func simultaneousFirstOpen() async throws {
        for round in 0..<20 {
            let data = TemporaryDataFolder()
            defer { data.remove() }

            let outcomes = await withTaskGroup(of: String?.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        do {
                            let database = try AppDatabase.open(at: .directory(data.folder), migrations: manyFeatures)
                            let tables = try database.writer.read { db in
                                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name LIKE 'feature%_items'")
                            }
                            return tables == 12 ? nil : "only \(tables ?? 0) tables"
                        } catch {
                            return "\(error)"
                        }
                    }
                }
                var failures: [String] = []
                for await failure in group {
                    if let failure { failures.append(failure) }
                }
                return failures
            }

            #expect(outcomes.isEmpty, "round \(round): \(outcomes)")
            if !outcomes.isEmpty { return }
        }
    }
}
