/// The person takes a line out of the bag.
public struct RemoveBagLineUseCase: Sendable {
    private let bag: any ShoppingBagInterface

    public init(bag: any ShoppingBagInterface) {
        self.bag = bag
    }

    public func execute(sku: String) async throws -> BagDomainModel {
        try await bag.removeLine(sku: sku)
    }
}
