import ProductListingData
import ProductListingDomain

/// The rules of what a product's row says: a "from" price when its variants
/// cost different amounts, the price before when it is on sale (only when that
/// is higher than now), out of stock when no variant has any left.
enum ProductSummaryRules {
    static func summary(_ product: ProductSummaryDataModel) -> ProductSummaryDomainModel {
        ProductSummaryDomainModel(
            styleNumber: product.styleNumber,
            brandName: product.brandName,
            name: product.name,
            price: price(
                low: product.lowPrice, high: product.highPrice, was: product.wasPrice, currencyCode: product.currencyCode),
            colourCount: product.colourCount,
            isOutOfStock: product.stock <= 0
        )
    }

    static func price(low: Int, high: Int, was: Int?, currencyCode: String) -> ProductPriceDomainModel {
        let wasMoney = was.flatMap { $0 > low ? MoneyDomainModel(minorUnits: $0, currencyCode: currencyCode) : nil }
        return ProductPriceDomainModel(
            current: MoneyDomainModel(minorUnits: low, currencyCode: currencyCode), was: wasMoney, startsFrom: high > low
        )
    }
}
