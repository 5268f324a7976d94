/// Gives the page of the contact book a query asks for.
public protocol GetContactsPageInterface: Sendable {
    /// `bypassingCache` asks the source again even when the saved copy is fresh;
    /// `onSyncProgress` hears how saving the whole book goes when the query needs it.
    func getContactsPage(
        query: ContactsQueryDomainModel, bypassingCache: Bool, onSyncProgress: @escaping ContactsSyncProgressHandler
    ) async throws -> ContactsPageDomainModel
    /// Asks the source again for the query's page; says whether it could.
    func refreshContactsPage(query: ContactsQueryDomainModel) async throws -> ContactsRefreshDomainModel
}
