import Foundation
import GRDB
import Persistence
import Testing

@Suite("Given a table with a row that can no longer be read")
struct ReadableRowsTests {
    private struct Note: Codable, FetchableRecord {
        var title: String
        var createdAt: Date
    }

    private func database() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE note (title TEXT NOT NULL, createdAt DATETIME NOT NULL)")
            try db.execute(sql: "INSERT INTO note VALUES ('first', '2026-01-15 12:00:00.000')")
            try db.execute(sql: "INSERT INTO note VALUES ('damaged', 'not a date')")
            try db.execute(sql: "INSERT INTO note VALUES ('blob date', x'00ff')")
            try db.execute(sql: "INSERT INTO note VALUES ('last', '2026-01-15 13:00:00.000')")
        }
        return queue
    }

    @Test("When all rows are fetched as records the usual way Then the one damaged row fails the whole read")
    func usualFetchFails() throws {
        let queue = try database()

        #expect(throws: (any Error).self) {
            try queue.read { db in try Note.fetchAll(db, sql: "SELECT * FROM note") }
        }
    }

    @Test("When they are read row by row Then the readable ones come back in order and the others are set aside by rowid")
    func readsWhatItCan() throws {
        let queue = try database()

        let rows = try queue.read { db in
            try ReadableRows.fetch(db, sql: "SELECT rowid, * FROM note ORDER BY rowid") { try Note(row: $0) }
        }

        #expect(rows.values.map(\.title) == ["first", "last"])
        #expect(rows.unreadable.map(\.rowID) == [2, 3])
        #expect(rows.unreadable.allSatisfy { !$0.reason.isEmpty })
    }
}
