import Foundation
import GRDB
import Persistence

/// Reads and writes the Contacts tables. Every write is one transaction.
public struct ContactsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Replaces the saved copy of `page` from `sourceKey` with `contacts`,
    /// keeping the person's edits and favorites.
    public func savePage(_ page: Int, contacts: [ContactDataModel], sourceKey: String, fetchedAt: Date) async throws {
        // Dates are stored as Foundation's own number, so they read back exactly.
        let encoder = JSONEncoder()
        let records = try contacts.enumerated().map { position, contact in
            ContactRecord(
                id: contact.id, sourceKey: sourceKey, sourcePage: page, sourcePosition: position,
                fetchedAt: fetchedAt, payload: String(decoding: try encoder.encode(contact), as: UTF8.self)
            )
        }
        try await database.writer.write { db in
            try ContactRecord
                .filter(Column("sourceKey") == sourceKey && Column("sourcePage") == page)
                .filter(!records.map(\.id).contains(Column("id")))
                .deleteAll(db)
            for record in records { try record.upsert(db) }
            try ContactPageRecord(sourceKey: sourceKey, page: page, fetchedAt: fetchedAt, contactCount: records.count)
                .upsert(db)
        }
    }

    /// The saved pages of `sourceKey`, by page number.
    public func savedPages(sourceKey: String) async throws -> [SavedContactsPageDataModel] {
        try await database.writer.read { db in
            try ContactPageRecord
                .filter(Column("sourceKey") == sourceKey)
                .order(Column("page"))
                .fetchAll(db)
                .map { SavedContactsPageDataModel(page: $0.page, fetchedAt: $0.fetchedAt, contactCount: $0.contactCount) }
        }
    }

    /// Every saved contact of `sourceKey` in source order, with edits and favorites.
    public func savedContacts(sourceKey: String) async throws -> [SavedContactDataModel] {
        try await database.writer.read { db in
            let records = try ContactRecord
                .filter(Column("sourceKey") == sourceKey)
                .order(Column("sourcePage"), Column("sourcePosition"))
                .fetchAll(db)
            return try Self.saved(records, db: db)
        }
    }

    /// One saved contact by id, whatever its source.
    public func savedContact(id: String) async throws -> SavedContactDataModel? {
        try await database.writer.read { db in
            guard let record = try ContactRecord.fetchOne(db, key: id) else { return nil }
            return try Self.saved([record], db: db).first
        }
    }

    public func saveNameEdit(contactId: String, firstName: String, lastName: String, editedAt: Date) async throws {
        try await database.writer.write { db in
            try ContactNameEditRecord(contactId: contactId, firstName: firstName, lastName: lastName, editedAt: editedAt)
                .upsert(db)
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
            guard let record = try ContactRecord.fetchOne(db, key: contactId), let saved = try Self.saved([record], db: db).first else {
                return false
            }
            let name = try rename(saved)
            try ContactNameEditRecord(contactId: contactId, firstName: name.firstName, lastName: name.lastName, editedAt: editedAt)
                .upsert(db)
            return true
        }
    }

    public func setFavorite(contactId: String, isFavorite: Bool, at date: Date) async throws {
        try await database.writer.write { db in
            if isFavorite {
                if try ContactFavoriteRecord.exists(db, key: contactId) { return }
                try ContactFavoriteRecord(contactId: contactId, favoritedAt: date).insert(db)
            } else {
                _ = try ContactFavoriteRecord.deleteOne(db, key: contactId)
            }
        }
    }

    private static func saved(_ records: [ContactRecord], db: Database) throws -> [SavedContactDataModel] {
        let decoder = JSONDecoder()
        let edits = Dictionary(
            try ContactNameEditRecord.fetchAll(db).map { ($0.contactId, $0) }, uniquingKeysWith: { first, _ in first }
        )
        let favorites = Dictionary(
            try ContactFavoriteRecord.fetchAll(db).map { ($0.contactId, $0.favoritedAt) }, uniquingKeysWith: { first, _ in first }
        )
        return try records.map { record in
            let edit = edits[record.id]
            return SavedContactDataModel(
                contact: try decoder.decode(ContactDataModel.self, from: Data(record.payload.utf8)),
                sourcePage: record.sourcePage,
                sourcePosition: record.sourcePosition,
                fetchedAt: record.fetchedAt,
                nameEdit: edit.map { ContactNameEditDataModel(firstName: $0.firstName, lastName: $0.lastName, editedAt: $0.editedAt) },
                favoritedAt: favorites[record.id]
            )
        }
    }
}
