/// What the listing tells the person after a command, when the screen alone does not say it.
public enum ProductListingNotice: Equatable, Sendable {
    case alreadyOnLastPage
    case alreadyOnFirstPage
    case noSuchPage(pages: Int)
    case failed(ProductListingFailure)
}
