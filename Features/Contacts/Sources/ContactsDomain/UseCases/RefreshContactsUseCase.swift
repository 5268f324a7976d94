/// The person asks for the contacts again from their source.
public struct RefreshContactsUseCase: Sendable {
    private let getContactsPage: any GetContactsPageInterface

    public init(getContactsPage: any GetContactsPageInterface) {
        self.getContactsPage = getContactsPage
    }

    public func execute(query: ContactsQueryDomainModel) async throws -> ContactsRefreshDomainModel {
        try await getContactsPage.refreshContactsPage(query: query)
    }
}
