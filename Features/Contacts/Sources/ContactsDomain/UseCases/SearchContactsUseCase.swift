import Foundation

/// The person searches every saved contact by name, email or city.
public struct SearchContactsUseCase: Sendable {
    private let getContactsPage: any GetContactsPageInterface

    public init(getContactsPage: any GetContactsPageInterface) {
        self.getContactsPage = getContactsPage
    }

    /// The first page of matches for `searchText` (empty text clears the search).
    public func execute(
        searchText: String, in query: ContactsQueryDomainModel, onSyncProgress: @escaping ContactsSyncProgressHandler = { _ in }
    ) async throws -> ContactsPageDomainModel {
        var searched = query
        searched.searchText = searchText.trimmingCharacters(in: .whitespaces)
        searched.page = 1
        return try await getContactsPage.getContactsPage(query: searched, bypassingCache: false, onSyncProgress: onSyncProgress)
    }
}
