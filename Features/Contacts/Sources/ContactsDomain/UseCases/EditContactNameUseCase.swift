/// The person corrects a contact's first and/or last name.
public struct EditContactNameUseCase: Sendable {
    private let editContactName: any EditContactNameInterface

    public init(editContactName: any EditContactNameInterface) {
        self.editContactName = editContactName
    }

    public func execute(contactId: String, change: ContactNameChangeDomainModel) async throws -> ContactDetailsDomainModel {
        try await editContactName.editContactName(id: contactId, change: change)
    }
}
