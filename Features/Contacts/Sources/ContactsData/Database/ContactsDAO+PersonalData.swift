import Foundation
import GRDB
import Persistence

/// The person's own data: name edits and favorites, kept over every refresh.
extension ContactsDAO {
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
}
