/// One page of the contact list, with what the status line needs.
public struct ContactsPageDomainModel: Equatable, Sendable {
    public let contacts: [ContactSummaryDomainModel]
    public let query: ContactsQueryDomainModel
    public let pageCount: Int
    /// Contacts that match the query across all pages.
    public let matchingCount: Int
    /// Contacts in the whole book.
    public let bookCount: Int
    public let freshness: ContactsFreshnessDomainModel
    /// Pages of the book fetched from the source to answer this query.
    public let newlySavedPageCount: Int

    public init(
        contacts: [ContactSummaryDomainModel], query: ContactsQueryDomainModel, pageCount: Int,
        matchingCount: Int, bookCount: Int, freshness: ContactsFreshnessDomainModel, newlySavedPageCount: Int = 0
    ) {
        self.contacts = contacts
        self.query = query
        self.pageCount = pageCount
        self.matchingCount = matchingCount
        self.bookCount = bookCount
        self.freshness = freshness
        self.newlySavedPageCount = newlySavedPageCount
    }
}
