import Foundation
import Localization

/// Every text the ProductListing screens show, one key each.
public enum ProductListingStringKey: String, LocalizedStringKey {
    case featureName = "feature.name"
    case featureSummary = "feature.summary"
    case listTitle = "list.title"
    case listPage = "list.page"
    case listProductCount = "list.productCount"
    case listEmpty = "list.empty"
    case listHint = "list.hint"
    case sortNewest = "sort.newest"
    case sortPriceAscending = "sort.priceAscending"
    case sortPriceDescending = "sort.priceDescending"
    case sortNameAscending = "sort.nameAscending"
    case sortNameDescending = "sort.nameDescending"
    case priceFrom = "price.from"
    case priceWas = "price.was"
    case rowColourCount = "row.colourCount"
    case rowOutOfStock = "row.outOfStock"
    case detailsTitle = "details.title"
    case detailsStyleNumber = "details.styleNumber"
    case detailsCategory = "details.category"
    case detailsPrice = "details.price"
    case detailsColours = "details.colours"
    case detailsSizesIn = "details.sizesIn"
    case detailsSizeLeft = "details.sizeLeft"
    case detailsSizeOutOfStock = "details.sizeOutOfStock"
    case detailsOneSize = "details.oneSize"
    case detailsHint = "details.hint"
    case commandOpenUsage = "command.open.usage"
    case commandOpenSummary = "command.open.summary"
    case commandNextSummary = "command.next.summary"
    case commandPrevSummary = "command.prev.summary"
    case commandPageUsage = "command.page.usage"
    case commandPageSummary = "command.page.summary"
    case commandSortUsage = "command.sort.usage"
    case commandSortSummary = "command.sort.summary"
    case commandColourUsage = "command.colour.usage"
    case commandColourSummary = "command.colour.summary"
    case noticeLastPage = "notice.lastPage"
    case noticeFirstPage = "notice.firstPage"
    case noticeImporting = "notice.importing"
    case errorPageUsage = "error.pageUsage"
    case errorUnknownSort = "error.unknownSort"
    case errorUnknownColour = "error.unknownColour"
    case errorProductNotFound = "error.productNotFound"
    case errorCatalogUnavailable = "error.catalogUnavailable"
    case errorCouldNotLoad = "error.couldNotLoad"
}

/// The ProductListing feature's string catalog, loaded once from the package's resources.
public enum ProductListingStrings {
    public static let catalog = StringCatalog<ProductListingStringKey>.load(from: .module)

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<ProductListingStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
