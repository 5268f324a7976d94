import Localization
import ProductListingDomain
import ReplKit

/// Text view of the navigation tree: each top level, then its categories
/// indented under it, with their product counts; `open N` lists one.
@MainActor
public final class ProductCategoriesView: ReplScreen {
    public let viewModel: ProductCategoriesViewModel
    private let strings: Localizer<ProductListingStringKey>
    private let itemPicker: ItemPicker

    public init(viewModel: ProductCategoriesViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ProductListingStrings.localizer(currentAppLanguage)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "categories"
    public var title: String { strings.text(.categoriesTitle) }

    public var commands: [ReplCommand] {
        [
            OpenListedItemCommand.make(
                strings: strings, summary: .commandOpenCategorySummary, itemPicker: itemPicker,
                items: { [unowned self] in viewModel.visibleNodes.map(\.category) }, id: \.id,
                opened: { [unowned self] category in viewModel.categoryTapped(id: category.id) }
            )
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: { $0.text(strings) }, empty: { _ in ["  " + strings.text(.listEmpty)] }) { _ in
            let rows = viewModel.visibleNodes.map { node in
                String(repeating: "  ", count: node.depth) + node.category.name
                    + ProductCountText.suffix(node.category.productCount, strings)
            }
            return NumberedList.lines(rows) + storeLinkLines + [strings.text(.categoriesHint)]
        }
    }

    /// "Store & Services", then each page or link with its URL, unnumbered: nothing opens them.
    /// None while the `storeServices` toggle is off.
    private var storeLinkLines: [String] {
        let links = viewModel.visibleStoreLinks
        guard !links.isEmpty else { return [] }
        return [strings.text(.categoriesStoreLinks)] + links.map { "  " + $0.title + " · " + $0.url }
    }
}
