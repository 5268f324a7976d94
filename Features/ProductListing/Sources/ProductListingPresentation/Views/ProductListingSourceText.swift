import Localization
import ProductListingDomain

extension ProductListingFreshnessDomainModel {
    /// The status line's note on a saved page shown because the server failed; `nil` when current.
    func statusText(_ strings: Localizer<ProductListingStringKey>) -> String? {
        guard case .saved(_, let minutesAgo, let problem) = self else { return nil }
        let ago = ProductListingElapsedTimeText.text(minutesAgo: minutesAgo, strings)
        if case .answeredWithErrors = problem { return strings.text(.freshnessServerErrors, ["ago": ago]) }
        return strings.text(.freshnessOffline, ["ago": ago])
    }
}

extension ProductCatalogImportDomainModel {
    /// The one line that says how importing the catalog file went.
    func text(_ strings: Localizer<ProductListingStringKey>) -> String {
        switch self {
        case .imported(let count, let file):
            return strings.plural(.importDone, count: count, ["file": file])
        case .alreadyImported(let count, let file):
            return strings.plural(.importAlreadyDone, count: count, ["file": file])
        case .failed(let problem, let file, let kept?):
            return strings.plural(.importFailedKept, count: kept, ["file": file, "problem": problem.text(strings)])
        case .failed(let problem, let file, nil):
            return strings.text(.importFailedNothingKept, ["file": file, "problem": problem.text(strings)])
        }
    }
}

extension ProductCatalogImportProblemDomainModel {
    func text(_ strings: Localizer<ProductListingStringKey>) -> String {
        switch self {
        case .missing: return strings.text(.importProblemMissing)
        case .unreadable: return strings.text(.importProblemUnreadable)
        case .invalidLine(let line): return strings.text(.importProblemInvalidLine, ["line": String(line)])
        case .empty: return strings.text(.importProblemEmpty)
        }
    }
}

extension ProductListingNotice {
    /// The notices about the listing's source, said in the app language; `nil` for the others.
    func sourceText(_ strings: Localizer<ProductListingStringKey>) -> String? {
        switch self {
        case .refreshed:
            return strings.text(.noticeRefreshed)
        case .showingSaved(let problem, let minutesAgo):
            return strings.text(
                .noticeShowingSaved,
                [
                    "problem": problem.text(strings), "ago": ProductListingElapsedTimeText.text(minutesAgo: minutesAgo, strings),
                ])
        case .serverSentOtherPage(let asked, let shown):
            return strings.text(.noticeServerSentOtherPage, ["asked": String(asked), "shown": String(shown)])
        case .alreadyOnLastPage, .alreadyOnFirstPage, .noSuchPage, .failed:
            return nil
        }
    }
}
