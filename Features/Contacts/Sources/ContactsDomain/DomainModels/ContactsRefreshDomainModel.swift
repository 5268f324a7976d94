/// How a refresh went.
public enum ContactsRefreshDomainModel: Equatable, Sendable {
    /// The page was fetched again from the source.
    case refreshed(ContactsPageDomainModel)
    /// The source could not be reached; the saved contacts are kept and shown.
    case sourceUnreachable(ContactsPageDomainModel)
}
