import Foundation

/// Names what fills the catalog tables, in `product_catalog_import.catalog_version`:
/// the bundled catalog (`bundled-…`), a file the person imported (`file:…`), or a
/// products server whose pages are saved there (`remote:URL`).
public enum ProductCatalogVersion {
    static let bundledPrefix = "bundled-"
    static let filePrefix = "file:"
    static let remotePrefix = "remote:"

    /// Whether the bundled catalog must be imported: nothing is in, an older bundled
    /// catalog, or only what a products server sent (not a catalog to browse on its own).
    static func needsBundledCatalog(imported: String?) -> Bool {
        guard let imported else { return true }
        if imported.hasPrefix(remotePrefix) { return true }
        return imported.hasPrefix(bundledPrefix) && imported != ProductCatalogRepository.bundledCatalogVersion
    }

    /// The version of the catalog in `file`: its path, size and last change, so an
    /// unchanged file is not imported twice and a changed one is.
    static func file(_ file: URL) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return nil }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(filePrefix)\(file.standardizedFileURL.path)|\(size)|\(modified)"
    }

    /// The version of the saved pages of the server described as `source`.
    static func remote(_ source: String) -> String {
        remotePrefix + source
    }
}
