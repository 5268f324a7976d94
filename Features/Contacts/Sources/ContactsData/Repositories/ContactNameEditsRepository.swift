import AppCore

/// Keeps the person's own spelling of contacts' names.
public struct ContactNameEditsRepository: Sendable {
    private let dao: ContactsDAO
    private let clock: any AppClock

    public init(dao: ContactsDAO, clock: any AppClock) {
        self.dao = dao
        self.clock = clock
    }

    public func saveNameEdit(contactId: String, firstName: String, lastName: String) async throws {
        try await dao.saveNameEdit(contactId: contactId, firstName: firstName, lastName: lastName, editedAt: clock.now())
    }
}
