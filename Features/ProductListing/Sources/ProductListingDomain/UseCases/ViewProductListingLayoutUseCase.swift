/// The person comes back to the listing: it is laid out as they last chose.
public struct ViewProductListingLayoutUseCase: Sendable {
    private let layout: any ProductListingLayoutInterface

    public init(layout: any ProductListingLayoutInterface) {
        self.layout = layout
    }

    public func execute() async throws -> ProductListingLayoutDomainModel {
        try await layout.getLayout()
    }
}
