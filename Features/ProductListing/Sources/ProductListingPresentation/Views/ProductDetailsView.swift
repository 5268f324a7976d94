import Localization
import ProductListingDomain
import ReplKit

/// Text view of one product: brand and name as the title, its style number,
/// category, price and descriptions, its colours, and the sizes of the chosen
/// colour with their stock ("M · 2 left", "L · out of stock").
@MainActor
public final class ProductDetailsView: ReplScreen {
    public let viewModel: ProductDetailsViewModel
    let strings: Localizer<ProductListingStringKey>
    let currentAppLanguage: CurrentAppLanguage
    /// Whether output goes to a terminal, where `share` draws the link's QR code.
    let showsQRCode: @MainActor () -> Bool

    public init(
        viewModel: ProductDetailsViewModel, currentAppLanguage: CurrentAppLanguage,
        showsQRCode: @escaping @MainActor () -> Bool = { false }
    ) {
        self.viewModel = viewModel
        self.strings = ProductListingStrings.localizer(currentAppLanguage)
        self.currentAppLanguage = currentAppLanguage
        self.showsQRCode = showsQRCode
    }

    public let routeName = "details"
    public var title: String {
        if case .content(let product) = viewModel.state { return "\(product.summary.brandName) · \(product.summary.name)" }
        return strings.text(.detailsTitle)
    }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "colour", aliases: ["color"], usage: strings.text(.commandColourUsage),
                summary: strings.text(.commandColourSummary),
                arguments: .text
            ) { [unowned self] words in
                let name = words.joined(separator: " ")
                guard viewModel.colourChosen(name) else {
                    let names = viewModel.state.loadedContent?.colours.map(\.name).joined(separator: ", ") ?? ""
                    return .failure(strings.text(.errorUnknownColour, ["colour": name, "colours": names]))
                }
                return .render
            },
            ReplCommand(
                name: "size", usage: strings.text(.commandSizeUsage), summary: strings.text(.commandSizeSummary),
                arguments: .text
            ) { [unowned self] words in
                let name = words.joined(separator: " ")
                guard viewModel.sizeChosen(name) else {
                    let sizes = viewModel.selectedColour?.sizes.compactMap(\.size) ?? []
                    guard !sizes.isEmpty else { return .failure(strings.text(.errorOneSizeOnly, ["example": "add"])) }
                    let colour = viewModel.selectedColour?.name ?? ""
                    return .failure(
                        strings.text(.errorUnknownSize, ["size": name, "colour": colour, "sizes": sizes.joined(separator: ", ")]))
                }
                return .render
            },
        ] + shoppingCommands + [shareCommand]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: { $0.text(strings) }, empty: { _ in [] }) { product in
            lines(product) + [strings.text(.detailsHint), shoppingHint]
        }
    }

    private func lines(_ product: ProductDetailsDomainModel) -> [String] {
        let money = MoneyText(formatters: AppFormatters(language: currentAppLanguage.language), strings: strings)
        let category =
            product.categoryPath.isEmpty ? [] : [label(.detailsCategory, product.categoryPath.joined(separator: " › "))]
        var lines =
            [label(.detailsStyleNumber, product.styleNumber)] + category + [
                label(.detailsPrice, money.price(product.summary.price)),
                label(.detailsColours, product.colours.map(\.name).joined(separator: ", ")),
                "  " + product.shortDescription,
                "  " + product.longDescription,
            ]
        if let colour = viewModel.selectedColour {
            lines.append("  " + strings.text(.detailsSizesIn, ["colour": colour.name]))
            lines += colour.sizes.map { "    " + sizeText($0) }
        }
        return lines
    }

    private func sizeText(_ size: ProductSizeStockDomainModel) -> String {
        let name =
            (size.size ?? strings.text(.detailsOneSize)) + (size.size != nil && size.size == viewModel.selectedSize ? " ✓" : "")
        if size.isOutOfStock { return strings.text(.detailsSizeOutOfStock, ["size": name]) }
        return strings.plural(.detailsSizeLeft, count: size.stock, ["size": name])
    }

    private func label(_ key: ProductListingStringKey, _ value: String) -> String {
        "  " + strings.text(key) + ": " + value
    }
}
