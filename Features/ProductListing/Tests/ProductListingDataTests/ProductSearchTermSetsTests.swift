import Foundation
import GRDB
import Persistence
import TestSupport
import Testing

@testable import ProductListingData

@Suite("Saved sets of search terms against FTS5")
struct ProductSearchTermSetsTests {
    /// The bundled catalog (2,000 products, names and brands with accents) imported, and the
    /// words to search: every term, the first one to three letters of each, and words FTS5
    /// must take as they are (not plain letters and digits).
    private func importedWithWords() async throws -> (AppDatabase, words: [String]) {
        let database = try TestDatabase.inMemory([ProductListingDatabaseMigrations()])
        let file = try #require(BundledProductCatalog.url)
        try await ProductCatalogImporter(database: database).importCatalog(from: file, version: "test")
        let terms = try await database.writer.read { db in try String.fetchAll(db, sql: "SELECT term FROM product_search_term") }
        var words = Set(terms)
        for term in terms {
            for length in 1...3 where term.count >= length { words.insert(String(term.prefix(length))) }
        }
        words.formUnion(["платье", "zz", "weiß"])
        return (database, words.sorted())
    }

    /// The words whose saved-set answer differs from FTS5's prefix query, in any column or in names and brands.
    private func mismatches(_ words: [String], _ database: AppDatabase) async throws -> [String] {
        try await database.writer.read { db in
            let limit = try Int.fetchOne(db, sql: "SELECT product_id_limit FROM product_browse_mark") ?? 0
            return try words.filter { word in
                let prefix = "\(ProductSearchTermSets.quoted(word))*"
                let found = try ProductSearchTermSets.products(startingWith: word, withTitles: true, limit: limit, db)
                let all = try ProductSearchTermSets.matches(prefix, limit: limit, db)
                let inTitle = try ProductSearchTermSets.matches("{name brand} : \(prefix)", limit: limit, db)
                return found.all != all || found.inTitle != inTitle
            }
        }
    }

    @Test(
        "Given the bundled catalog When every term and term start is looked up in the saved sets Then each finds what FTS5's prefix query finds"
    )
    func savedSetsMatchFullText() async throws {
        let (database, words) = try await importedWithWords()

        let saved = try await database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product_search_term WHERE products IS NOT NULL")
        }
        let rare = try await database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product_search_term WHERE products IS NULL")
        }

        #expect((saved ?? 0) > 0)
        #expect((rare ?? 0) > 0)
        #expect(try await mismatches(words, database) == [])
    }

    @Test(
        "Given terms saved with no sets or with a set for every term When every term start is looked up Then each still finds what FTS5 finds",
        arguments: [Int.max, 1]
    )
    func everyThreshold(minimumCount: Int) async throws {
        let (database, words) = try await importedWithWords()
        try await database.writer.write { db in
            let limit = try Int.fetchOne(db, sql: "SELECT product_id_limit FROM product_browse_mark") ?? 0
            try ProductSearchTermSets.rebuild(db, limit: limit, minimumCount: minimumCount)
        }

        #expect(try await mismatches(words, database) == [])
    }
}
