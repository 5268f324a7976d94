import ProductListingDomain

/// What the listing tells the person after a command, when the screen alone does not say it.
public enum ProductListingNotice: Equatable, Sendable {
    case alreadyOnLastPage
    case alreadyOnFirstPage
    case noSuchPage(pages: Int)
    case failed(ProductListingFailure)
    /// The page is fresh from its source again.
    case refreshed
    /// The products server gave no usable answer: the page saved `minutesAgo` minutes ago is shown.
    case showingSaved(ProductsServerProblemDomainModel, minutesAgo: Int)
    /// The products server answered page `shownPage` when asked for `askedPage`.
    case serverSentOtherPage(askedPage: Int, shownPage: Int)
}
