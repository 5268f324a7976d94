/// The person changes how many of a bag line they want; 0 takes it out.
public struct ChangeBagLineQuantityUseCase: Sendable {
    private let bag: any ShoppingBagInterface

    public init(bag: any ShoppingBagInterface) {
        self.bag = bag
    }

    public func execute(sku: String, quantity: Int) async throws -> BagChangeDomainModel {
        try await bag.setQuantity(quantity, ofLineWithSKU: sku)
    }
}
