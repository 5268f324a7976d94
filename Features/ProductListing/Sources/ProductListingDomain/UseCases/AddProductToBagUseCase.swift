/// The person adds the product they are looking at to the bag, in a colour and size.
public struct AddProductToBagUseCase: Sendable {
    private let bag: any ShoppingBagInterface

    public init(bag: any ShoppingBagInterface) {
        self.bag = bag
    }

    public func execute(_ choice: ProductChoiceDomainModel) async throws -> BagChangeDomainModel {
        try await bag.addToBag(choice)
    }
}
