/// The person opens their bag.
public struct ViewBagUseCase: Sendable {
    private let bag: any ShoppingBagInterface

    public init(bag: any ShoppingBagInterface) {
        self.bag = bag
    }

    public func execute() async throws -> BagDomainModel {
        try await bag.getBag()
    }
}
