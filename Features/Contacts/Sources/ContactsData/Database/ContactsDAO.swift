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
    let database: AppDatabase
    let logger: Logger

    public init(database: AppDatabase, logger: Logger = Logger(label: "contacts.database")) {
        self.database = database
        self.logger = logger
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

    static let pageContactsSQL =
        "SELECT rowid, * FROM contact WHERE sourceKey = ? AND sourcePage = ? ORDER BY sourcePosition"

    /// One saved contact by id, whatever its source; `nil` when there is none or it cannot be read.
    public func savedContact(id: String) async throws -> SavedContactDataModel? {
        try await readContacts(sql: "SELECT rowid, * FROM contact WHERE id = ?", arguments: [id], keeping: { $0 }).first
    }

    // MARK: - Reading rows

    /// The contacts `sql` selects with their edits and favorites, each kept as `keep` makes it
    /// while the rows are read (the person's edits and favorites are read first, whole: few).
    func readContacts<Value: Sendable>(
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
    static func contactRows<Value: Sendable>(
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

    static func saved(
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
    static func saved(_ record: ContactRecord, db: Database) throws -> SavedContactDataModel {
        saved(
            record, contact: try contact(from: record), edit: try ContactNameEditRecord.fetchOne(db, key: record.id),
            favoritedAt: try ContactFavoriteRecord.fetchOne(db, key: record.id)?.favoritedAt)
    }

    static func contact(from record: ContactRecord) throws -> ContactDataModel {
        try JSONDecoder().decode(ContactDataModel.self, from: Data(record.payload.utf8))
    }

    func log(_ unreadable: [UnreadableRow], as what: String) {
        for row in unreadable {
            logger.warning("Found \(what)", metadata: ["row": "\(row.rowID.map(String.init) ?? "?")", "reason": "\(row.reason)"])
        }
    }

    /// The person's own data is never dropped: an unreadable row stays where it is, and says so.
    func logPersonal(_ unreadable: [UnreadableRow], as what: String) {
        for row in unreadable {
            logger.error(
                "Could not read \(what) the person saved; it is kept as it is and not shown",
                metadata: ["row": "\(row.rowID.map(String.init) ?? "?")", "reason": "\(row.reason)"]
            )
        }
    }
}
