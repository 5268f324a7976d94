import Localization
import ProductListingDomain
import ReplKit

/// Text view of the brands A to Z with their product counts; `open N` lists one's products.
@MainActor
public final class ProductBrandsView: ReplScreen {
    public let viewModel: ProductBrandsViewModel
    private let strings: Localizer<ProductListingStringKey>
    private let itemPicker: ItemPicker

    public init(viewModel: ProductBrandsViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ProductListingStrings.localizer(currentAppLanguage)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "brands"
    public var title: String { strings.text(.brandsTitle) }

    public var commands: [ReplCommand] {
        [
            OpenListedItemCommand.make(
                strings: strings, summary: .commandOpenBrandSummary, itemPicker: itemPicker,
                items: { [unowned self] in viewModel.visibleBrands }, id: \.id,
                opened: { [unowned self] brand in viewModel.brandTapped(id: brand.id) }
            )
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        switch viewModel.state {
        case .loading:
            return []
        case .failure(let failure):
            return ["  " + failure.text(strings)]
        case .empty:
            return ["  " + strings.text(.listEmpty)]
        case .content(let brands):
            let rows = brands.map { $0.name + ProductCountText.suffix($0.productCount, strings) }
            return NumberedList.lines(rows, status: strings.plural(.brandsCount, count: brands.count)) + [
                strings.text(.brandsHint)
            ]
        }
    }
}
