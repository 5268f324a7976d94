import Localization
import ProductListingDomain
import ReplKit

/// Text view of what `suggest TEXT` found, numbered across searches, brands and products;
/// `open N` searches, lists a brand's products or shows a product.
@MainActor
public final class ProductSuggestionsView: ReplScreen {
    public let viewModel: ProductSuggestionsViewModel
    private let strings: Localizer<ProductListingStringKey>
    private let currentAppLanguage: CurrentAppLanguage
    private let itemPicker: ItemPicker

    public init(viewModel: ProductSuggestionsViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.currentAppLanguage = currentAppLanguage
        strings = ProductListingStrings.localizer(currentAppLanguage)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "suggestions"
    public var title: String { strings.text(.suggestTitle, ["text": viewModel.suggestions.text]) }

    public var commands: [ReplCommand] {
        [
            OpenListedItemCommand.make(
                strings: strings, summary: .commandOpenSuggestionSummary, itemPicker: itemPicker,
                items: { [unowned self] in viewModel.items }, id: \.id,
                opened: { [unowned self] item in viewModel.suggestionTapped(item) }
            )
        ]
    }

    /// The suggestions came with the screen: nothing to load.
    public func appear() async {}

    public func render() -> [String] {
        let formatters = AppFormatters(language: currentAppLanguage.language)
        let rows = ProductRowText(strings: strings, money: MoneyText(formatters: formatters, strings: strings))
        return ProductSuggestionsText(strings: strings, formatters: formatters, rows: rows).lines(viewModel.suggestions) + [
            strings.text(.suggestHint)
        ]
    }
}
