import ProductListingDomain

extension ProductListingNotice {
    /// What the person should hear about a page beyond the page itself: that the
    /// server sent another page than the one asked for (a server that does not page).
    static func source(of page: ProductListingPageDomainModel) -> ProductListingNotice? {
        let asked = PaginationDomainModel(offset: page.query.offset, limit: page.query.limit, total: page.pagination.total)
        guard asked.offset != page.pagination.offset else { return nil }
        return .serverSentOtherPage(askedPage: asked.page, shownPage: page.pagination.page)
    }

    /// How a refresh went: fresh from the source, or the saved copy because the server failed.
    static func refreshOutcome(of page: ProductListingPageDomainModel) -> ProductListingNotice {
        if case .saved(_, let minutesAgo, let problem) = page.freshness {
            return .showingSaved(problem, minutesAgo: minutesAgo)
        }
        return source(of: page) ?? .refreshed
    }
}
