import Foundation
import GRDB
import Persistence

/// The saved pages of a source: writing them, their marks, what is known of the whole book,
/// and dropping what cannot be read so it is fetched again.
extension ContactsDAO {
    /// Replaces the saved copy of `page` from `sourceKey` with `contacts`,
    /// keeping the person's edits and favorites.
    public func savePage(_ page: Int, contacts: [ContactDataModel], sourceKey: String, fetchedAt: Date) async throws {
        try await savePages([(page, contacts)], sourceKey: sourceKey, fetchedAt: fetchedAt)
    }

    /// Replaces the saved copies of several pages of `sourceKey` in one transaction, with one
    /// prepared statement for every contact: what saving a whole book of 100,000 is made of.
    public func savePages(
        _ pages: [(page: Int, contacts: [ContactDataModel])], sourceKey: String, fetchedAt: Date
    ) async throws {
        // Dates are stored as Foundation's own number, so they read back exactly.
        let encoder = JSONEncoder()
        let payloads = try pages.map { page in
            try page.contacts.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        }
        try await database.writer.write { db in
            let upsert = try db.cachedStatement(
                sql: """
                    INSERT INTO contact (id, sourceKey, sourcePage, sourcePosition, fetchedAt, payload)
                    VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET sourceKey = excluded.sourceKey, sourcePage = excluded.sourcePage,
                    sourcePosition = excluded.sourcePosition, fetchedAt = excluded.fetchedAt, payload = excluded.payload
                    """)
            for (page, pagePayloads) in zip(pages, payloads) {
                try ContactRecord
                    .filter(Column("sourceKey") == sourceKey && Column("sourcePage") == page.page)
                    .filter(!page.contacts.map(\.id).contains(Column("id")))
                    .deleteAll(db)
                for (position, (contact, payload)) in zip(page.contacts, pagePayloads).enumerated() {
                    try upsert.execute(arguments: [contact.id, sourceKey, page.page, position, fetchedAt, payload])
                }
                try ContactPageRecord(
                    sourceKey: sourceKey, page: page.page, fetchedAt: fetchedAt, contactCount: page.contacts.count
                ).upsert(db)
            }
            try ContactsBookRevision.bump(db, sourceKey: sourceKey)
        }
    }

    /// The saved pages of `sourceKey`, by page number (a page mark that cannot be read
    /// counts as not saved, so the page is fetched again).
    public func savedPages(sourceKey: String) async throws -> [SavedContactsPageDataModel] {
        let rows = try await database.writer.read { db in try Self.pageMarks(db, sourceKey: sourceKey, page: nil) }
        log(rows.unreadable, as: "an unreadable saved page mark; the page will be fetched again")
        return rows.values
    }

    /// The saved page `page` of `sourceKey`, if it is saved and its mark can be read.
    public func savedPage(sourceKey: String, page: Int) async throws -> SavedContactsPageDataModel? {
        let rows = try await database.writer.read { db in try Self.pageMarks(db, sourceKey: sourceKey, page: page) }
        log(rows.unreadable, as: "an unreadable saved page mark; the page will be fetched again")
        return rows.values.first
    }

    /// Where the book of `sourceKey` ends, its saved pages up to `page` and its revision, in one read.
    public func bookState(sourceKey: String, throughPage page: Int) async throws -> ContactsBookStateDataModel {
        let (state, unreadableEnd) = try await database.writer.read { db in
            let end = try Self.bookEnd(db, sourceKey: sourceKey)
            let totals = try Self.pageTotals(db, sourceKey: sourceKey, throughPage: page)
            let state = ContactsBookStateDataModel(
                revision: try ContactsBookRevision.current(db, sourceKey: sourceKey), end: end.values.first,
                savedPageCount: totals.pageCount, savedContactCount: totals.contactCount)
            return (state, end.unreadable)
        }
        log(unreadableEnd, as: "an unreadable end of the contact book; the book is taken as its full size")
        return state
    }

    /// The marks of the saved pages of `sourceKey` (only `page`'s, when given), by page number.
    static func pageMarks(_ db: Database, sourceKey: String, page: Int?) throws -> ReadableRows<
        SavedContactsPageDataModel
    > {
        let sql = "SELECT rowid, * FROM contactPage WHERE sourceKey = ?" + (page == nil ? "" : " AND page = ?") + " ORDER BY page"
        let arguments: StatementArguments = page.map { [sourceKey, $0] } ?? [sourceKey]
        return try ReadableRows.fetch(db, sql: sql, arguments: arguments) { row in
            let record = try ContactPageRecord(row: row)
            return SavedContactsPageDataModel(page: record.page, fetchedAt: record.fetchedAt, contactCount: record.contactCount)
        }
    }

    /// How many pages of `sourceKey`, up to `page`, are saved, and the contacts on them.
    static func pageTotals(_ db: Database, sourceKey: String, throughPage page: Int) throws -> (
        pageCount: Int, contactCount: Int
    ) {
        let row = try Row.fetchOne(
            db, sql: "SELECT COUNT(*), TOTAL(contactCount) FROM contactPage WHERE sourceKey = ? AND page <= ?",
            arguments: [sourceKey, page]
        )
        return (row?[0] ?? 0, Int(row?[1] ?? 0.0))
    }

    /// Removes the saved contacts of `sourceKey` (of `page` only, when given) that cannot be
    /// read, and the marks of the pages they were on, so those pages are fetched again.
    /// Edits and favorites stay. Returns the rows removed.
    @discardableResult
    public func dropUnreadableContacts(sourceKey: String, page: Int? = nil) async throws -> [UnreadableRow] {
        // Looked for in a read first, so a sound page (the usual case) never waits for the writer.
        let any = try await database.writer.read { db in try Self.unreadableContacts(db, sourceKey: sourceKey, page: page) }
        guard !any.isEmpty else { return [] }
        let dropped = try await database.writer.write { db -> [UnreadableRow] in
            let found = try Self.unreadableContacts(db, sourceKey: sourceKey, page: page)
            guard !found.isEmpty else { return [] }
            let rowIDs = found.compactMap(\.rowID).map(String.init).joined(separator: ",")
            let pages = try ReadableRows.fetch(db, sql: "SELECT DISTINCT sourcePage FROM contact WHERE rowid IN (\(rowIDs))") {
                try $0.decode(Int.self, forColumn: "sourcePage")
            }
            try db.execute(sql: "DELETE FROM contact WHERE rowid IN (\(rowIDs))")
            if pages.values.isEmpty || !pages.unreadable.isEmpty {
                // Some row could not even say which page it was on: fetch the whole book again.
                try db.execute(sql: "DELETE FROM contactPage WHERE sourceKey = ?", arguments: [sourceKey])
            } else {
                try ContactPageRecord
                    .filter(Column("sourceKey") == sourceKey && pages.values.contains(Column("page")))
                    .deleteAll(db)
            }
            try ContactsBookRevision.bump(db, sourceKey: sourceKey)
            return found
        }
        log(dropped, as: "an unreadable saved contact, dropped; its page will be fetched again")
        return dropped
    }

    /// The mark of saved page `page` of `sourceKey` (`nil` when it is not saved), its readable
    /// contacts and whether any cannot be read, in one read: all that showing a saved page needs.
    public func savedPageAndContacts(sourceKey: String, page: Int) async throws -> SavedContactsPageReadDataModel {
        let (marks, contacts) = try await database.writer.read { db in
            (
                try Self.pageMarks(db, sourceKey: sourceKey, page: page),
                try Self.contactRows(db, sql: Self.pageContactsSQL, arguments: [sourceKey, page], keeping: { $0 })
            )
        }
        log(marks.unreadable, as: "an unreadable saved page mark; the page will be fetched again")
        logPersonal(contacts.unreadableEdits, as: "a name edit")
        logPersonal(contacts.unreadableFavorites, as: "a favorite")
        return SavedContactsPageReadDataModel(
            mark: marks.values.first, contacts: contacts.rows.values,
            hasUnreadableContacts: !contacts.rows.unreadable.isEmpty)
    }

    static func unreadableContacts(_ db: Database, sourceKey: String, page: Int?) throws -> [UnreadableRow] {
        let sql = "SELECT rowid, * FROM contact WHERE sourceKey = ?" + (page == nil ? "" : " AND sourcePage = ?")
        let arguments: StatementArguments = page.map { [sourceKey, $0] } ?? [sourceKey]
        return try ReadableRows.fetch(db, sql: sql, arguments: arguments) { row in
            try Self.contact(from: ContactRecord(row: row))
        }.unreadable
    }
}
