import Foundation

/// The person asks how fresh the saved products are (`about`).
public struct CheckProductsFreshnessUseCase: Sendable {
    private let getProductsLastSaved: any GetProductsLastSavedInterface

    public init(getProductsLastSaved: any GetProductsLastSavedInterface) {
        self.getProductsLastSaved = getProductsLastSaved
    }

    public func execute() async -> Date? {
        await getProductsLastSaved.getProductsLastSaved()
    }
}
