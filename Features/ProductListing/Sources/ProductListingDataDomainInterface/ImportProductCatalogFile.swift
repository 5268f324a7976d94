import ProductListingData
import ProductListingDomain

/// Imports the catalog file given on the command line, as `file` names it to the person.
public struct ImportProductCatalogFile: ImportProductCatalogInterface {
    private let repository: ProductCatalogFileRepository?
    private let file: String

    /// `repository` is `nil` when no file was given: there is nothing to import.
    public init(repository: ProductCatalogFileRepository?, file: String) {
        self.repository = repository
        self.file = file
    }

    public func importCatalogFile(
        onProgress: @escaping @Sendable (ProductImportProgressDomainModel) -> Void
    ) async -> ProductCatalogImportDomainModel? {
        guard let outcome = await repository?.importOnce(onProgress: { onProgress(Self.progress($0)) }) else { return nil }
        switch outcome {
        case .imported(let count):
            return .imported(productCount: count, file: file)
        case .alreadyImported(let count):
            return .alreadyImported(productCount: count, file: file)
        case .failed(let problem, let kept):
            return .failed(Self.problem(problem), file: file, keptProductCount: kept)
        }
    }

    /// The data layer's report as the person sees it: whole products a second and seconds left.
    static func progress(_ report: ProductCatalogImportProgressDataModel) -> ProductImportProgressDomainModel {
        ProductImportProgressDomainModel(
            productCount: report.productCount,
            productsPerSecond: report.productsPerSecond.map { Int($0.rounded()) },
            secondsLeft: report.loadingSecondsLeft.map { Int($0.rounded(.up)) },
            isIndexing: report.stage == .indexing
        )
    }

    private static func problem(_ problem: ProductCatalogFileProblemDataModel) -> ProductCatalogImportProblemDomainModel {
        switch problem {
        case .missing: return .missing
        case .unreadable: return .unreadable
        case .invalidLine(let line): return .invalidLine(line: line)
        case .empty: return .empty
        }
    }
}
