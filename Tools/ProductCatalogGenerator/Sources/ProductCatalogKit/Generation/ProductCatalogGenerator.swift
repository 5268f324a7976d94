import Primitives

/// Makes a catalog of products from a seed: the same seed and count give the
/// same products, byte for byte, on every run.
///
/// What the catalog holds, so the app meets every case: 34 brands, 12
/// categories, one-size accessories, variants out of stock (and a few products
/// with none left), sale prices with the price before, products whose sizes
/// cost different amounts, and names with diacritics.
public struct ProductCatalogGenerator: Sendable {
    public static let defaultSeed: UInt64 = 2_026
    public static let bundledCount = 2_000
    public static let currencyCode = "GBP"

    public let count: Int
    public let seed: UInt64

    public init(count: Int = ProductCatalogGenerator.bundledCount, seed: UInt64 = ProductCatalogGenerator.defaultSeed) {
        self.count = count
        self.seed = seed
    }

    /// The products one by one, made as they are read: a million need no more memory than one.
    public func products() -> GeneratedProducts {
        GeneratedProducts(count: count, seed: seed)
    }
}

/// The generator's products as a sequence, made lazily in order.
public struct GeneratedProducts: Sequence, Sendable {
    let count: Int
    let seed: UInt64

    public func makeIterator() -> Iterator {
        Iterator(count: count, random: SeededDraws(seed: seed, reduction: .remainder))
    }

    public struct Iterator: IteratorProtocol {
        let count: Int
        var random: SeededDraws
        var index = 0

        public mutating func next() -> CatalogProduct? {
            guard index < count else { return nil }
            defer { index += 1 }
            return ProductBuilder.product(at: index, random: &random)
        }
    }
}
