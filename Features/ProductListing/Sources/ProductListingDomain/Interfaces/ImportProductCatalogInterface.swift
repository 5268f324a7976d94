/// Imports the catalog file the person gave the app, once per session.
public protocol ImportProductCatalogInterface: Sendable {
    /// How the import went, or `nil` when there is no file to import or it was tried
    /// already in this session. `onProgress` hears how many products are saved so far.
    func importCatalogFile(onProgress: @escaping @Sendable (Int) -> Void) async -> ProductCatalogImportDomainModel?
}
