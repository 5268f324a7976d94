/// The person opens the contact list or moves to another page of it.
public struct ViewContactsUseCase: Sendable {
    private let getContactsPage: any GetContactsPageInterface

    public init(getContactsPage: any GetContactsPageInterface) {
        self.getContactsPage = getContactsPage
    }

    public func execute(
        query: ContactsQueryDomainModel, onSyncProgress: @escaping ContactsSyncProgressHandler = { _ in }
    ) async throws -> ContactsPageDomainModel {
        try await getContactsPage.getContactsPage(query: query, bypassingCache: false, onSyncProgress: onSyncProgress)
    }
}
