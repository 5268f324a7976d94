import ContactsData
import ContactsDomain

/// Checks a new name and saves it, in one transaction, as the person's edit:
/// refreshes from the source never overwrite it.
public struct EditContactName: EditContactNameInterface {
    private let repository: ContactsRepository
    private let nameEditsRepository: ContactNameEditsRepository
    private let getContactDetails: GetContactDetails

    public init(repository: ContactsRepository, nameEditsRepository: ContactNameEditsRepository, getContactDetails: GetContactDetails) {
        self.repository = repository
        self.nameEditsRepository = nameEditsRepository
        self.getContactDetails = getContactDetails
    }

    public func editContactName(id: String, change: ContactNameChangeDomainModel) async throws -> ContactDetailsDomainModel {
        guard let saved = try await repository.getSavedContact(id: id) else {
            throw ContactsError.contactNotFound(id: id)
        }
        switch ContactNameValidation.validated(change, currentFirst: saved.firstName, currentLast: saved.lastName) {
        case .failure(let problem):
            throw ContactsError.invalidName(problem)
        case .success(let name):
            do {
                try await nameEditsRepository.saveNameEdit(contactId: id, firstName: name.first, lastName: name.last)
            } catch {
                throw ContactsError.couldNotSave
            }
        }
        return try await getContactDetails.getContactDetails(id: id)
    }
}
