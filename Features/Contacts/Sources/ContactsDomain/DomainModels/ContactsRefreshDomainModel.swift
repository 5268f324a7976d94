/// How a refresh went.
public enum ContactsRefreshDomainModel: Equatable, Sendable {
    /// The page was fetched again from the source.
    case refreshed(ContactsPageDomainModel)
    /// The source could not be reached, or gave no usable page; the saved contacts are kept
    /// and shown (the page's freshness says why).
    case sourceUnreachable(ContactsPageDomainModel)
}
