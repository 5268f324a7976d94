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

    public func importCatalogFile(onProgress: @escaping @Sendable (Int) -> Void) async -> ProductCatalogImportDomainModel? {
        guard let outcome = await repository?.importOnce(progress: onProgress) else { return nil }
        switch outcome {
        case .imported(let count):
            return .imported(productCount: count, file: file)
        case .alreadyImported(let count):
            return .alreadyImported(productCount: count, file: file)
        case .failed(let problem, let kept):
            return .failed(Self.problem(problem), file: file, keptProductCount: kept)
        }
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
