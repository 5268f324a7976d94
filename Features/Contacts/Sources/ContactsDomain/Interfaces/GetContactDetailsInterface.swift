/// Gives one contact's details, formatted for the app language.
public protocol GetContactDetailsInterface: Sendable {
    func getContactDetails(id: String) async throws -> ContactDetailsDomainModel
}
