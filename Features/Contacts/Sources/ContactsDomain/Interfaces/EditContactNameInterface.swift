/// Checks and saves the person's new name for a contact.
public protocol EditContactNameInterface: Sendable {
    func editContactName(id: String, change: ContactNameChangeDomainModel) async throws -> ContactDetailsDomainModel
}
