import Foundation
import Primitives

/// `GET /me/wishlist`: `{"items":[{"productId","addedAt"}]}`, the earliest added first.
/// `PUT /me/wishlist/items/{productId}` and `DELETE …`: 204, whether or not it was there. The
/// product id is the rest of the path, percent-decoded (`a%2Fb` is `a/b`): 1 to 200 characters.
enum WishlistRoutes {
    static let listPath = "/me/wishlist"
    static let itemPrefix = "/me/wishlist/items/"
    static let maximumProductIdLength = 200

    static func respond(to request: BackendRequest, account: Account, service: AccountService) async throws
        -> BackendResponse
    {
        guard request.path != listPath else { return itemsResponse(try await service.wishlist(of: account)) }
        guard let productId = productId(of: request) else {
            return AccountResponses.invalidRequest(
                "the product id must be 1 to \(maximumProductIdLength) characters, percent-encoded")
        }
        if request.method == "PUT" {
            try await service.addToWishlist(productId: productId, for: account)
        } else {
            try await service.removeFromWishlist(productId: productId, for: account)
        }
        return AccountResponses.noContent()
    }

    /// The product id the path names, decoded from the path as sent (so an encoded `/` is part of it).
    static func productId(of request: BackendRequest) -> String? {
        let raw = request.rawPath
        guard raw.hasPrefix(itemPrefix), let id = raw.dropFirst(itemPrefix.count).removingPercentEncoding,
            !id.isEmpty, id.count <= maximumProductIdLength
        else { return nil }
        return id
    }

    private static func itemsResponse(_ items: [WishlistTable.Item]) -> BackendResponse {
        .json(
            .object([
                (
                    "items",
                    .array(
                        items.map {
                            .object([
                                ("productId", .string($0.productId)), ("addedAt", .string(InstantText.string(from: $0.addedAt))),
                            ])
                        })
                )
            ]))
    }
}
