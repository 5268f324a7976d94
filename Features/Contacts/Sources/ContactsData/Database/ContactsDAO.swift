import Foundation
import GRDB
import Logging
import Persistence

/// Reads and writes the Contacts tables. Every write is one transaction.
///
/// Rows are read one at a time: a saved row that cannot be read (damaged bytes, a value of
/// the wrong type, a payload that no longer decodes) never fails the whole read. A cached
/// contact like that is logged and left out, and `dropUnreadableContacts` removes it and
/// the mark of its page so the page is fetched again. The person's own rows (name edits,
/// favorites) are never dropped: one that cannot be read is logged as an error and kept.
public struct ContactsDAO: Sendable {
    private let database: AppDatabase
    private let logger: Logger

    public init(database: AppDatabase, logger: Logger = Logger(label: "contacts.database")) {
        self.database = database
        self.logger = logger
    }

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
    private static func pageMarks(_ db: Database, sourceKey: String, page: Int?) throws -> ReadableRows<
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
    private static func pageTotals(_ db: Database, sourceKey: String, throughPage page: Int) throws -> (
        pageCount: Int, contactCount: Int
    ) {
        let row = try Row.fetchOne(
            db, sql: "SELECT COUNT(*), TOTAL(contactCount) FROM contactPage WHERE sourceKey = ? AND page <= ?",
            arguments: [sourceKey, page]
        )
        return (row?[0] ?? 0, Int(row?[1] ?? 0.0))
    }

    /// Every readable saved contact of `sourceKey` in source order, with edits and favorites.
    public func savedContacts(sourceKey: String) async throws -> [SavedContactDataModel] {
        try await savedContacts(sourceKey: sourceKey) { $0 }
    }

    /// Every readable saved contact of `sourceKey` in source order, each made into what
    /// `keep` keeps of it as it is read, so a large book is never held whole.
    public func savedContacts<Value: Sendable>(
        sourceKey: String, keeping keep: @escaping @Sendable (SavedContactDataModel) -> Value
    ) async throws -> [Value] {
        try await readContacts(
            sql: "SELECT rowid, * FROM contact WHERE sourceKey = ? ORDER BY sourcePage, sourcePosition",
            arguments: [sourceKey], keeping: keep
        )
    }

    /// The readable saved contacts of page `page` of `sourceKey`, in source order.
    public func savedContacts(sourceKey: String, page: Int) async throws -> [SavedContactDataModel] {
        try await readContacts(sql: Self.pageContactsSQL, arguments: [sourceKey, page], keeping: { $0 })
    }

    private static let pageContactsSQL =
        "SELECT rowid, * FROM contact WHERE sourceKey = ? AND sourcePage = ? ORDER BY sourcePosition"

    /// A number that grows whenever the saved book of `sourceKey`, a name edit or a favorite changes.
    public func bookRevision(sourceKey: String) async throws -> Int64 {
        try await database.writer.read { db in try ContactsBookRevision.current(db, sourceKey: sourceKey) }
    }

    /// One saved contact by id, whatever its source; `nil` when there is none or it cannot be read.
    public func savedContact(id: String) async throws -> SavedContactDataModel? {
        try await readContacts(sql: "SELECT rowid, * FROM contact WHERE id = ?", arguments: [id], keeping: { $0 }).first
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

    private static func unreadableContacts(_ db: Database, sourceKey: String, page: Int?) throws -> [UnreadableRow] {
        let sql = "SELECT rowid, * FROM contact WHERE sourceKey = ?" + (page == nil ? "" : " AND sourcePage = ?")
        let arguments: StatementArguments = page.map { [sourceKey, $0] } ?? [sourceKey]
        return try ReadableRows.fetch(db, sql: sql, arguments: arguments) { row in
            try Self.contact(from: ContactRecord(row: row))
        }.unreadable
    }

    /// Where the book of `sourceKey` was found to end, if it was.
    public func savedBookEnd(sourceKey: String) async throws -> ContactsBookEndDataModel? {
        let rows = try await database.writer.read { db in try Self.bookEnd(db, sourceKey: sourceKey) }
        log(rows.unreadable, as: "an unreadable end of the contact book; the book is taken as its full size")
        return rows.values.first
    }

    private static func bookEnd(_ db: Database, sourceKey: String) throws -> ReadableRows<ContactsBookEndDataModel> {
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

    public func saveNameEdit(contactId: String, firstName: String, lastName: String, editedAt: Date) async throws {
        try await database.writer.write { db in
            try ContactNameEditRecord(contactId: contactId, firstName: firstName, lastName: lastName, editedAt: editedAt)
                .upsert(db)
            try ContactsBookRevision.bump(db, sourceKey: ContactsBookRevision.personalData)
        }
    }

    /// Changes a contact's name inside one write transaction: reads the contact as
    /// it is now (with any edit saved by another process a moment ago), lets
    /// `rename` give the new first and last name, and saves them. A `rename` that
    /// throws saves nothing. Returns `false` when no contact has that id.
    public func updateNameEdit(
        contactId: String,
        editedAt: Date,
        rename: @escaping @Sendable (SavedContactDataModel) throws -> (firstName: String, lastName: String)
    ) async throws -> Bool {
        try await database.writer.write { db in
            guard let record = try ContactRecord.fetchOne(db, key: contactId) else {
                return false
            }
            let saved = try Self.saved(record, db: db)
            let name = try rename(saved)
            try ContactNameEditRecord(
                contactId: contactId, firstName: name.firstName, lastName: name.lastName, editedAt: editedAt
            )
            .upsert(db)
            try ContactsBookRevision.bump(db, sourceKey: ContactsBookRevision.personalData)
            return true
        }
    }

    public func setFavorite(contactId: String, isFavorite: Bool, at date: Date) async throws {
        try await database.writer.write { db in
            try ContactsBookRevision.bump(db, sourceKey: ContactsBookRevision.personalData)
            if isFavorite {
                if try ContactFavoriteRecord.exists(db, key: contactId) { return }
                try ContactFavoriteRecord(contactId: contactId, favoritedAt: date).insert(db)
            } else {
                _ = try ContactFavoriteRecord.deleteOne(db, key: contactId)
            }
        }
    }

    // MARK: - Reading rows

    /// The contacts `sql` selects with their edits and favorites, each kept as `keep` makes it
    /// while the rows are read (the person's edits and favorites are read first, whole: few).
    private func readContacts<Value: Sendable>(
        sql: String, arguments: StatementArguments, keeping keep: @escaping @Sendable (SavedContactDataModel) -> Value
    ) async throws -> [Value] {
        let read = try await database.writer.read { db in
            try Self.contactRows(db, sql: sql, arguments: arguments, keeping: keep)
        }
        log(read.rows.unreadable, as: "an unreadable saved contact, left out")
        logPersonal(read.unreadableEdits, as: "a name edit")
        logPersonal(read.unreadableFavorites, as: "a favorite")
        return read.rows.values
    }

    /// The contacts `sql` selects with their edits and favorites, each kept as `keep` makes it
    /// while the rows are read (the person's edits and favorites are read first, whole: few).
    private static func contactRows<Value: Sendable>(
        _ db: Database, sql: String, arguments: StatementArguments,
        keeping keep: @escaping @Sendable (SavedContactDataModel) -> Value
    ) throws -> (rows: ReadableRows<Value>, unreadableEdits: [UnreadableRow], unreadableFavorites: [UnreadableRow]) {
        let edits = try ReadableRows.fetch(db, sql: "SELECT rowid, * FROM contactNameEdit") {
            try ContactNameEditRecord(row: $0)
        }
        let favorites = try ReadableRows.fetch(db, sql: "SELECT rowid, * FROM contactFavorite") {
            try ContactFavoriteRecord(row: $0)
        }
        let editsByContact = Dictionary(edits.values.map { ($0.contactId, $0) }, uniquingKeysWith: { first, _ in first })
        let favoritesByContact = Dictionary(
            favorites.values.map { ($0.contactId, $0.favoritedAt) }, uniquingKeysWith: { first, _ in first }
        )
        let rows = try ReadableRows.fetch(db, sql: sql, arguments: arguments) { row in
            let record = try ContactRecord(row: row)
            return keep(
                saved(
                    record, contact: try contact(from: record), edit: editsByContact[record.id],
                    favoritedAt: favoritesByContact[record.id]))
        }
        return (rows, edits.unreadable, favorites.unreadable)
    }

    private static func saved(
        _ record: ContactRecord, contact: ContactDataModel, edit: ContactNameEditRecord?, favoritedAt: Date?
    ) -> SavedContactDataModel {
        SavedContactDataModel(
            contact: contact,
            sourcePage: record.sourcePage,
            sourcePosition: record.sourcePosition,
            fetchedAt: record.fetchedAt,
            nameEdit: edit.map {
                ContactNameEditDataModel(firstName: $0.firstName, lastName: $0.lastName, editedAt: $0.editedAt)
            },
            favoritedAt: favoritedAt
        )
    }

    /// One contact as saved now, with its edit and favorite, read inside a write.
    private static func saved(_ record: ContactRecord, db: Database) throws -> SavedContactDataModel {
        saved(
            record, contact: try contact(from: record), edit: try ContactNameEditRecord.fetchOne(db, key: record.id),
            favoritedAt: try ContactFavoriteRecord.fetchOne(db, key: record.id)?.favoritedAt)
    }

    private static func contact(from record: ContactRecord) throws -> ContactDataModel {
        try JSONDecoder().decode(ContactDataModel.self, from: Data(record.payload.utf8))
    }

    private func log(_ unreadable: [UnreadableRow], as what: String) {
        for row in unreadable {
            logger.warning("Found \(what)", metadata: ["row": "\(row.rowID.map(String.init) ?? "?")", "reason": "\(row.reason)"])
        }
    }

    /// The person's own data is never dropped: an unreadable row stays where it is, and says so.
    private func logPersonal(_ unreadable: [UnreadableRow], as what: String) {
        for row in unreadable {
            logger.error(
                "Could not read \(what) the person saved; it is kept as it is and not shown",
                metadata: ["row": "\(row.rowID.map(String.init) ?? "?")", "reason": "\(row.reason)"]
            )
        }
    }
}
