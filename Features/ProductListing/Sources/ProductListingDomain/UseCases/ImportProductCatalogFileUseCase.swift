/// The person started the app with a catalog file: its products replace the
/// catalog, or the catalog stays as it was and they are told why.
public struct ImportProductCatalogFileUseCase: Sendable {
    private let importCatalog: any ImportProductCatalogInterface

    public init(importCatalog: any ImportProductCatalogInterface) {
        self.importCatalog = importCatalog
    }

    /// `nil` when there is nothing (more) to import in this session.
    public func execute(
        onProgress: @escaping @Sendable (ProductImportProgressDomainModel) -> Void = { _ in }
    ) async -> ProductCatalogImportDomainModel? {
        await importCatalog.importCatalogFile(onProgress: onProgress)
    }
}
