/// The person's bag, saved between runs: every change is one transaction and
/// no line ever holds more than the stock.
public protocol ShoppingBagInterface: Sendable {
    func getBag() async throws -> BagDomainModel

    /// Adds one unit of the variant `choice` names. Throws `ShoppingError` when
    /// the size is missing or unknown, none is left, or the bag holds every unit left.
    func addToBag(_ choice: ProductChoiceDomainModel) async throws -> BagChangeDomainModel

    /// Sets the line of `sku` to `quantity` (capped at the stock); 0 removes it.
    func setQuantity(_ quantity: Int, ofLineWithSKU sku: String) async throws -> BagChangeDomainModel

    func removeLine(sku: String) async throws -> BagDomainModel

    /// Takes the line of `sku` out of the bag and saves its product, colour and size to the wishlist.
    func moveLineToWishlist(sku: String) async throws -> BagDomainModel
}
