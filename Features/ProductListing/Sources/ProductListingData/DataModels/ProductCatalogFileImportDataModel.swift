/// How importing a catalog file went.
public enum ProductCatalogFileImportDataModel: Equatable, Sendable {
    case imported(productCount: Int)
    /// The same file, unchanged, is the catalog already.
    case alreadyImported(productCount: Int)
    /// Nothing of the file was saved; `keptProductCount` is the size of the catalog that
    /// stayed, `nil` when there was none (or only a server's saved pages).
    case failed(ProductCatalogFileProblemDataModel, keptProductCount: Int?)
}

/// Why a catalog file could not be imported.
public enum ProductCatalogFileProblemDataModel: Equatable, Sendable {
    case missing
    case unreadable
    /// The line (from 1) is not a product, or repeats a style number or SKU.
    case invalidLine(Int)
    case empty
}
