/// Imports the catalog file the person gave the app, once per session.
public protocol ImportProductCatalogInterface: Sendable {
    /// How the import went, or `nil` when there is no file to import or it was tried
    /// already in this session. `onProgress` hears how far it has come: products saved, pace and time left.
    func importCatalogFile(onProgress: @escaping @Sendable (ProductImportProgressDomainModel) -> Void) async
        -> ProductCatalogImportDomainModel?
}
