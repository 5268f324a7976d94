/// The layout the person chose for the listing, kept between sessions.
public protocol ProductListingLayoutInterface: Sendable {
    /// The chosen layout; a list until one is chosen.
    func getLayout() async throws -> ProductListingLayoutDomainModel
    func setLayout(_ layout: ProductListingLayoutDomainModel) async throws
}
