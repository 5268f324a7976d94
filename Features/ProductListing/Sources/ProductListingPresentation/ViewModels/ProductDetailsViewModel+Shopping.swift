import Analytics
import ProductListingDomain

/// What a product's details do with the bag and the wishlist.
public struct ProductDetailsShoppingUseCases: Sendable {
    let addProductToBag: AddProductToBagUseCase
    let addProductToWishlist: AddProductToWishlistUseCase

    public init(addProductToBag: AddProductToBagUseCase, addProductToWishlist: AddProductToWishlistUseCase) {
        self.addProductToBag = addProductToBag
        self.addProductToWishlist = addProductToWishlist
    }
}

extension ProductDetailsViewModel {
    /// Whether the product comes in sizes (in the colour shown).
    public var needsSize: Bool {
        selectedColour?.sizes.contains { $0.size != nil } ?? false
    }

    /// Puts one of the colour shown in the bag, in `size` as typed, or else in the size
    /// chosen with `size`.
    public func addToBagTapped(size: String?) async -> ShoppingNotice {
        guard let colourId = selectedColour?.id else { return .failed(.listing(.couldNotLoad)) }
        do {
            let change = try await shopping.addProductToBag.execute(
                ProductChoiceDomainModel(styleNumber: styleNumber, colourId: colourId, size: size ?? selectedSize)
            )
            analytics.track(ProductListingAnalyticsEvent.addedToBag(styleNumber: styleNumber, sku: change.line.sku))
            flowStepEmitter.emit(.addToBagTappedFromProductDetails)
            return .addedToBag(change.line)
        } catch {
            return .failed(ShoppingFailure(error))
        }
    }

    /// Saves the product, in the colour shown, to the wishlist.
    public func wishTapped() async -> ShoppingNotice {
        guard isWishlistOn else { return .wishlistUnavailable }
        guard let colourId = selectedColour?.id else { return .failed(.listing(.couldNotLoad)) }
        do {
            let change = try await shopping.addProductToWishlist.execute(
                ProductChoiceDomainModel(styleNumber: styleNumber, colourId: colourId)
            )
            guard change.wasAdded else { return .alreadyWished(change.item) }
            analytics.track(ProductListingAnalyticsEvent.addedToWishlist(styleNumber: styleNumber))
            return .wished(change.item)
        } catch {
            return .failed(ShoppingFailure(error))
        }
    }
}
