import ProductListingData
import ProductListingDomain

/// The rules of the bag: a line never holds more than the stock, one more of a
/// variant joins its line, new lines go last.
enum BagRules {
    /// A new line of one unit of `choice`'s variant of `product`.
    static func newLine(_ choice: VariantChoiceRules.Choice, of product: ProductDetailsDataModel) -> BagLineDataModel {
        BagLineDataModel(
            sku: choice.variant.sku, styleNumber: product.summary.styleNumber, colourId: choice.colour.id,
            size: choice.variant.size,
            quantity: 1, brandName: product.summary.brandName, productName: product.summary.name, colourName: choice.colour.name,
            unitPrice: choice.variant.price, currencyCode: choice.variant.currencyCode, stock: choice.variant.stock
        )
    }

    /// Puts one more of `line`'s variant in the bag of `lists`. Throws, changing nothing, when
    /// none is left or the bag holds every unit left. Returns the line's index.
    @discardableResult
    static func addOne(_ line: BagLineDataModel, to lists: inout ShoppingListsDataModel) throws -> Int {
        let stock = lists.stockBySKU[line.sku] ?? 0
        guard stock > 0 else { throw ShoppingError.outOfStock(size: line.size, colourName: line.colourName) }
        if let index = lists.bag.firstIndex(where: { $0.sku == line.sku }) {
            guard lists.bag[index].quantity < stock else {
                throw ShoppingError.allStockInBag(stock: stock, size: line.size, colourName: line.colourName)
            }
            lists.bag[index].quantity += 1
            return index
        }
        var added = line
        added.quantity = 1
        added.stock = stock
        lists.bag.append(added)
        return lists.bag.count - 1
    }

    static func bag(_ lines: [BagLineDataModel]) -> BagDomainModel {
        BagDomainModel(lines: lines.map(line))
    }

    static func line(_ line: BagLineDataModel) -> BagLineDomainModel {
        BagLineDomainModel(
            sku: line.sku, styleNumber: line.styleNumber, brandName: line.brandName, productName: line.productName,
            colourId: line.colourId, colourName: line.colourName, size: line.size, quantity: line.quantity,
            unitPrice: MoneyDomainModel(minorUnits: line.unitPrice, currencyCode: line.currencyCode), stock: line.stock
        )
    }
}
