import Foundation

/// Whether a listing page is what its source has now, when the source is a
/// products server: the catalog on this device is always current.
public enum ProductListingFreshnessDomainModel: Equatable, Sendable {
    /// Fetched just now, or saved recently enough to be used as it is.
    case current
    /// The server gave no usable answer (`problem`), so this is the copy saved at
    /// `savedAt`, `minutesAgo` minutes ago by the app's clock.
    case saved(savedAt: Date, minutesAgo: Int, problem: ProductsServerProblemDomainModel)
}
