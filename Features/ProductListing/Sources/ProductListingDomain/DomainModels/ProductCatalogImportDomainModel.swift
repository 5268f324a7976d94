/// How importing a catalog file went. The catalog is never left half imported:
/// either the file's products replaced it, or it stayed as it was.
public enum ProductCatalogImportDomainModel: Equatable, Sendable {
    /// The file's `productCount` products are now the catalog.
    case imported(productCount: Int, file: String)
    /// The file was imported before and has not changed since; nothing was done.
    case alreadyImported(productCount: Int, file: String)
    /// Nothing of the file was saved. `keptProductCount` is the size of the catalog
    /// that stayed, `nil` when there was none before.
    case failed(ProductCatalogImportProblemDomainModel, file: String, keptProductCount: Int?)
}

/// Why a catalog file could not be imported.
public enum ProductCatalogImportProblemDomainModel: Equatable, Sendable {
    /// There is no file at that path.
    case missing
    /// It is a folder, or it cannot be read.
    case unreadable
    /// Line `line` (from 1) is not a product of the catalog format, or repeats a
    /// style number or SKU of an earlier line.
    case invalidLine(line: Int)
    /// It holds no products.
    case empty
}
