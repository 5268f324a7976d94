/// How the listing lays its products out: a row each, or a grid fitted to the terminal.
public enum ProductListingLayoutDomainModel: String, CaseIterable, Equatable, Sendable {
    case list
    case grid
}
