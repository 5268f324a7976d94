/// Why a catalog could not be imported. Nothing of it was saved.
public enum ProductCatalogImportError: Error, Equatable, Sendable {
    /// The bundled catalog is missing from the package's resources.
    case catalogMissing
    /// Line `line` is not a product (1-based); `reason` says what was wrong.
    case invalidLine(line: Int, reason: String)
    /// The catalog holds no products: it would leave the listing empty.
    case noProducts
}
