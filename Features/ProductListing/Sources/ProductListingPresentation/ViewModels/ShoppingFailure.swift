import ProductListingDomain

/// Why the bag or the wishlist could not do what was asked.
public enum ShoppingFailure: Equatable, Sendable {
    /// A rule of the bag or the wishlist said no.
    case refused(ShoppingError)
    /// The product or the catalog could not be read.
    case listing(ProductListingFailure)

    init(_ error: any Error) {
        if let refusal = error as? ShoppingError {
            self = .refused(refusal)
        } else {
            self = .listing(ProductListingFailure(error))
        }
    }
}
