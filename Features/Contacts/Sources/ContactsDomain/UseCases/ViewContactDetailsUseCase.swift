/// The person opens a contact.
public struct ViewContactDetailsUseCase: Sendable {
    private let getContactDetails: any GetContactDetailsInterface

    public init(getContactDetails: any GetContactDetailsInterface) {
        self.getContactDetails = getContactDetails
    }

    public func execute(contactId: String) async throws -> ContactDetailsDomainModel {
        try await getContactDetails.getContactDetails(id: contactId)
    }
}
