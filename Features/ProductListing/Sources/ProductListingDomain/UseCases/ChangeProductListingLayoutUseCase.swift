/// The person switches the listing between a list and a grid; the choice is kept.
public struct ChangeProductListingLayoutUseCase: Sendable {
    private let layout: any ProductListingLayoutInterface

    public init(layout: any ProductListingLayoutInterface) {
        self.layout = layout
    }

    public func execute(_ chosen: ProductListingLayoutDomainModel) async throws {
        try await layout.setLayout(chosen)
    }
}
