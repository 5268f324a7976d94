import Localization
import ProductListingDomain
import ReplKit

/// The listing as a grid fitted to the terminal's width (ReplKit's `TextGrid`):
/// as many cells a row as fit (at least 24 columns each), each cell the product's number and
/// brand, its name, then its price, colours and stock, wrapped to the cell.
///
///        1. Café Crème              2. Kōbō Tokyo              3. Otto Weiß
///           Cropped Denim Scarf        Slim Denim Bucket Hat      Slim Denim Jeans
///           £46.00 · 2 colours         £8.00 (was £13.00)         £89.50 · 3 colours
struct ProductGridText {
    static let minimumCellWidth = 24

    let columns: Int
    let strings: Localizer<ProductListingStringKey>
    let money: MoneyText

    func lines(_ products: [ProductSummaryDomainModel]) -> [String] {
        guard !products.isEmpty else { return [] }
        let grid = TextGrid(columns: columns, minimumCellWidth: Self.minimumCellWidth)
        let numberWidth = String(products.count).count
        let textWidth = max(grid.cellWidth - numberWidth - 2, 1)
        return grid.lines(
            products.enumerated().map { index, product in
                cell(product, number: index + 1, numberWidth: numberWidth, textWidth: textWidth)
            })
    }

    private func cell(_ product: ProductSummaryDomainModel, number: Int, numberWidth: Int, textWidth: Int) -> [String] {
        var details = [money.price(product.price)]
        if product.colourCount > 1 { details.append(strings.plural(.rowColourCount, count: product.colourCount)) }
        if product.isOutOfStock { details.append(strings.text(.rowOutOfStock)) }
        let text =
            [ColumnText.truncated(product.brandName, toColumns: textWidth)]
            + ColumnText.wrapped(product.name, toColumns: textWidth)
            + ColumnText.flowed(details, separator: " · ", columns: textWidth, marksBreaks: false)
        let label = String(repeating: " ", count: numberWidth - String(number).count) + "\(number). "
        let blank = String(repeating: " ", count: label.count)
        return text.enumerated().map { ($0.offset == 0 ? label : blank) + $0.element }
    }
}
