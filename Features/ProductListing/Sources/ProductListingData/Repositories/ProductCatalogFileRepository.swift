import Foundation
import Logging
import Persistence
import SystemKit

/// A catalog file the person gave the app (`--products-file`), imported into the
/// catalog tables once per session, atomically: the catalog before stays whole
/// unless every line of the file is in.
public final class ProductCatalogFileRepository: Sendable {
    private let file: URL
    private let importer: ProductCatalogImporter
    private let marks: ProductCatalogMarkDAO
    private let tried = LockedState(false)
    private let logger: Logger

    public init(database: AppDatabase, file: URL, logger: Logger = Logger(label: "products.import")) {
        self.file = file
        importer = ProductCatalogImporter(database: database)
        marks = ProductCatalogMarkDAO(database: database)
        self.logger = logger
    }

    /// Imports the file unless it was tried already in this session; `nil` then.
    /// `progress` hears how many products are in so far.
    public func importOnce(progress: @escaping @Sendable (Int) -> Void = { _ in }) async -> ProductCatalogFileImportDataModel? {
        await importOnce(onProgress: { report in
            if report.stage == .loading { progress(report.productCount) }
        })
    }

    /// Imports the file unless it was tried already in this session; `nil` then, and
    /// `nil` when the task is cancelled before the import is done: the catalog before
    /// stays, and the file can be tried again. `onProgress` hears how far it has come.
    public func importOnce(
        onProgress: @escaping @Sendable (ProductCatalogImportProgressDataModel) -> Void
    ) async -> ProductCatalogFileImportDataModel? {
        guard
            tried.withLock({
                let before = $0
                $0 = true
                return !before
            })
        else { return nil }
        return await importFile(onProgress: onProgress)
    }

    private func importFile(
        onProgress: @escaping @Sendable (ProductCatalogImportProgressDataModel) -> Void
    ) async -> ProductCatalogFileImportDataModel? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else { return await failed(.missing) }
        guard !isFolder.boolValue, FileManager.default.isReadableFile(atPath: file.path),
            let version = ProductCatalogVersion.file(file)
        else {
            return await failed(.unreadable)
        }
        if let mark = try? await marks.mark(), mark.version == version {
            return .alreadyImported(productCount: mark.productCount)
        }
        do {
            return .imported(productCount: try await importer.importCatalog(from: file, version: version, onProgress: onProgress))
        } catch is CancellationError {
            logger.notice("catalog file import cancelled; the catalog before is kept")
            tried.withLock { $0 = false }
            return nil
        } catch ProductCatalogImportError.invalidLine(let line, let reason) {
            logger.notice("catalog file not imported", metadata: ["line": "\(line)", "reason": "\(reason)"])
            return await failed(.invalidLine(line))
        } catch ProductCatalogImportError.noProducts {
            return await failed(.empty)
        } catch {
            logger.notice("catalog file not imported", metadata: ["error": "\(error)"])
            return await failed(.unreadable)
        }
    }

    private func failed(_ problem: ProductCatalogFileProblemDataModel) async -> ProductCatalogFileImportDataModel {
        let mark = (try? await marks.mark()) ?? nil
        let kept = mark.flatMap { $0.version.hasPrefix(ProductCatalogVersion.remotePrefix) ? nil : $0.productCount }
        return .failed(problem, keptProductCount: kept)
    }
}
