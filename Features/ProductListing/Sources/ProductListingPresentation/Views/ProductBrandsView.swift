import Localization
import ProductListingDomain
import ReplKit

/// Text view of the brands A to Z under their first letters, with their product counts;
/// `search TEXT` narrows them, `open N` lists one's products.
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
            ),
            ReplCommand(
                name: "search", usage: strings.text(.commandSearchUsage), summary: strings.text(.commandSearchBrandsSummary),
                arguments: .text
            ) { [unowned self] words in
                viewModel.brandSearchSubmitted(words.joined(separator: " "))
                return .render
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(
            failure: { $0.text(strings) }, empty: { _ in ["  " + strings.text(.listEmpty)] }, content: { _ in brandLines() })
    }

    private func brandLines() -> [String] {
        let groups = viewModel.brandGroups
        guard !groups.isEmpty else { return ["  " + strings.text(.brandsNoMatches, ["text": viewModel.searchText])] }
        let sections = groups.map { group in
            SectionedNumberedList.Section(
                heading: group.heading, rows: group.brands.map { $0.name + ProductCountText.suffix($0.productCount, strings) })
        }
        let count = strings.plural(.brandsCount, count: viewModel.visibleBrands.count)
        let status =
            viewModel.searchText.isEmpty ? count : count + " · " + strings.text(.listSearching, ["text": viewModel.searchText])
        return SectionedNumberedList.lines(sections) + [status, strings.text(.brandsHint)]
    }
}
