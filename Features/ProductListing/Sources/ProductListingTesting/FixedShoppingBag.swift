import ProductListingDomain

/// A bag that always holds the same lines and changes nothing: for screens
/// that only show a bag (money in every language, lines whose stock fell).
public struct FixedShoppingBag: ShoppingBagInterface {
    public let bag: BagDomainModel

    public init(lines: [BagLineDomainModel]) {
        bag = BagDomainModel(lines: lines)
    }

    /// A line of `quantity` × `minorUnits` in `currencyCode`, with `stock` left.
    public static func line(
        _ name: String, minorUnits: Int, currencyCode: String = "GBP", quantity: Int = 1, size: String? = "M", stock: Int = 10
    ) -> BagLineDomainModel {
        BagLineDomainModel(
            sku: "\(name)-\(size ?? "one")", styleNumber: name, brandName: "Maison Élodie", productName: name, colourId: "navy",
            colourName: "Navy", size: size, quantity: quantity,
            unitPrice: MoneyDomainModel(minorUnits: minorUnits, currencyCode: currencyCode),
            stock: stock
        )
    }

    public func getBag() async throws -> BagDomainModel { bag }

    public func addToBag(_ choice: ProductChoiceDomainModel) async throws -> BagChangeDomainModel {
        throw ShoppingError.lineNotInBag
    }

    public func setQuantity(_ quantity: Int, ofLineWithSKU sku: String) async throws -> BagChangeDomainModel {
        throw ShoppingError.lineNotInBag
    }

    public func removeLine(sku: String) async throws -> BagDomainModel { bag }

    public func moveLineToWishlist(sku: String) async throws -> BagDomainModel { bag }
}
