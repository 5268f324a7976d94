/// One page of the contact list, with what the status line needs.
public struct ContactsPageDomainModel: Equatable, Sendable {
    public let contacts: [ContactSummaryDomainModel]
    public let query: ContactsQueryDomainModel
    public let pageCount: Int
    /// Contacts that match the query across all pages.
    public let matchingCount: Int
    /// Contacts in the whole book; while `bookCountIsKnown` is false, the contacts saved so far.
    public let bookCount: Int
    /// Whether the book's size is known: the source reports it, or every page has been seen.
    /// A remote randomuser.me book is known only once its last page has been fetched.
    public let bookCountIsKnown: Bool
    public let freshness: ContactsFreshnessDomainModel
    /// Pages of the book fetched from the source to answer this query.
    public let newlySavedPageCount: Int

    public init(
        contacts: [ContactSummaryDomainModel], query: ContactsQueryDomainModel, pageCount: Int,
        matchingCount: Int, bookCount: Int, freshness: ContactsFreshnessDomainModel, newlySavedPageCount: Int = 0,
        bookCountIsKnown: Bool = true
    ) {
        self.contacts = contacts
        self.query = query
        self.pageCount = pageCount
        self.matchingCount = matchingCount
        self.bookCount = bookCount
        self.bookCountIsKnown = bookCountIsKnown
        self.freshness = freshness
        self.newlySavedPageCount = newlySavedPageCount
    }
}
