/// What the person asked the contact list to show.
public struct ContactsQueryDomainModel: Equatable, Sendable {
    /// 1-based page of 20.
    public var page: Int
    /// Text to find in a name, email or city; empty for none.
    public var searchText: String
    public var sort: ContactsSortDomainModel
    public var favoritesOnly: Bool

    public init(page: Int = 1, searchText: String = "", sort: ContactsSortDomainModel = .sourceOrder, favoritesOnly: Bool = false)
    {
        self.page = page
        self.searchText = searchText
        self.sort = sort
        self.favoritesOnly = favoritesOnly
    }

    /// Whether the list covers the whole book (search, sort or filter) rather than one source page.
    public var coversWholeBook: Bool {
        !searchText.isEmpty || sort != .sourceOrder || favoritesOnly
    }
}

/// The orders the contact list can be shown in.
public enum ContactsSortDomainModel: String, Equatable, Sendable, CaseIterable {
    /// As the source lists them.
    case sourceOrder = "default"
    /// By last name, then first name, in the app language's collation.
    case name
    /// Youngest first.
    case age
}
