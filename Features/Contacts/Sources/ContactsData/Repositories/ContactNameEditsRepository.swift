import AppCore

/// Keeps the person's own spelling of contacts' names.
public struct ContactNameEditsRepository: Sendable {
    private let dao: ContactsDAO
    private let clock: any AppClock

    public init(dao: ContactsDAO, clock: any AppClock) {
        self.dao = dao
        self.clock = clock
    }

    /// Saves the name `rename` gives from the contact as saved now, in one
    /// transaction, so an edit made by another process meanwhile is built on,
    /// never overwritten. Returns `false` when no contact has that id.
    public func saveNameEdit(
        contactId: String,
        rename: @escaping @Sendable (SavedContactDataModel) throws -> (firstName: String, lastName: String)
    ) async throws -> Bool {
        try await dao.updateNameEdit(contactId: contactId, editedAt: clock.now(), rename: rename)
    }
}
