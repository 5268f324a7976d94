import ContactsData
import ContactsDomain

/// Checks a new name and saves it, in one transaction, as the person's edit:
/// refreshes from the source never overwrite it. Only the parts named change,
/// applied to the name as saved at that moment, so two edits at once (two
/// processes on one data folder) both survive.
public struct EditContactName: EditContactNameInterface {
    private let nameEditsRepository: ContactNameEditsRepository
    private let getContactDetails: GetContactDetails

    public init(nameEditsRepository: ContactNameEditsRepository, getContactDetails: GetContactDetails) {
        self.nameEditsRepository = nameEditsRepository
        self.getContactDetails = getContactDetails
    }

    public func editContactName(id: String, change: ContactNameChangeDomainModel) async throws -> ContactDetailsDomainModel {
        let found: Bool
        do {
            found = try await nameEditsRepository.saveNameEdit(contactId: id) { saved in
                switch ContactNameValidation.validated(change, currentFirst: saved.firstName, currentLast: saved.lastName) {
                case .failure(let problem): throw ContactsError.invalidName(problem)
                case .success(let name): return (name.first, name.last)
                }
            }
        } catch let error as ContactsError {
            throw error
        } catch {
            throw ContactsError.couldNotSave
        }
        guard found else { throw ContactsError.contactNotFound(id: id) }
        return try await getContactDetails.getContactDetails(id: id)
    }
}
