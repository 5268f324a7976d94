import Foundation
import GRDB
import Persistence

/// Where a source's book ends, and the revision that says when the saved book last changed.
extension ContactsDAO {
    /// A number that grows whenever the saved book of `sourceKey`, a name edit or a favorite changes.
    public func bookRevision(sourceKey: String) async throws -> Int64 {
        try await database.writer.read { db in try ContactsBookRevision.current(db, sourceKey: sourceKey) }
    }

    /// Where the book of `sourceKey` was found to end, if it was.
    public func savedBookEnd(sourceKey: String) async throws -> ContactsBookEndDataModel? {
        let rows = try await database.writer.read { db in try Self.bookEnd(db, sourceKey: sourceKey) }
        log(rows.unreadable, as: "an unreadable end of the contact book; the book is taken as its full size")
        return rows.values.first
    }

    static func bookEnd(_ db: Database, sourceKey: String) throws -> ReadableRows<ContactsBookEndDataModel> {
        try ReadableRows.fetch(db, sql: "SELECT rowid, * FROM contactBookEnd WHERE sourceKey = ?", arguments: [sourceKey]) {
            row in
            let record = try ContactBookEndRecord(row: row)
            return ContactsBookEndDataModel(lastPage: record.lastPage, lastPageContactCount: record.lastPageContactCount)
        }
    }

    /// Records that the book of `sourceKey` ends at `end` (or, for `nil`, that it is known
    /// not to end where it was thought to). Saved pages past the end are removed.
    public func saveBookEnd(_ end: ContactsBookEndDataModel?, sourceKey: String, foundAt: Date) async throws {
        try await database.writer.write { db in
            try ContactsBookRevision.bump(db, sourceKey: sourceKey)
            guard let end else {
                _ = try ContactBookEndRecord.deleteOne(db, key: sourceKey)
                return
            }
            try ContactBookEndRecord(
                sourceKey: sourceKey, lastPage: end.lastPage, lastPageContactCount: end.lastPageContactCount, foundAt: foundAt
            ).upsert(db)
            try ContactRecord.filter(Column("sourceKey") == sourceKey && Column("sourcePage") > end.lastPage).deleteAll(db)
            try ContactPageRecord.filter(Column("sourceKey") == sourceKey && Column("page") > end.lastPage).deleteAll(db)
        }
    }
}
