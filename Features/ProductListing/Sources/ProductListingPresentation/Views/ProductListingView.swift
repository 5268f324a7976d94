import Localization
import ProductListingDomain
import ReplKit

/// Text view of the listing: "Brand · Name · price" rows with colours and
/// stock, then "Page 1 of 100 · 2,000 products · sort".
@MainActor
public final class ProductListingView: ReplScreen {
    public let viewModel: ProductListingViewModel
    private let strings: Localizer<ProductListingStringKey>
    private let currentAppLanguage: CurrentAppLanguage
    private let itemPicker: ItemPicker
    private let progress: ReplProgress

    public init(viewModel: ProductListingViewModel, currentAppLanguage: CurrentAppLanguage, progress: ReplProgress = ReplProgress()) {
        self.viewModel = viewModel
        let strings = ProductListingStrings.localizer(currentAppLanguage)
        self.strings = strings
        self.currentAppLanguage = currentAppLanguage
        self.itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
        self.progress = progress
        viewModel.importProgressChanged = { count in
            progress.update(strings.plural(.noticeImporting, count: count))
        }
    }

    public let routeName = "products"
    public var title: String { strings.text(.listTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "open", usage: strings.text(.commandOpenUsage), summary: strings.text(.commandOpenSummary), arguments: .one) {
                [unowned self] words in
                switch itemPicker.pick(words[0], from: viewModel.visibleProducts, id: \.styleNumber) {
                case .failure(let failure):
                    return .failure(failure.message)
                case .success(let index):
                    viewModel.productTapped(styleNumber: viewModel.visibleProducts[index].styleNumber)
                    return .silent
                }
            },
            ReplCommand(name: "next", summary: strings.text(.commandNextSummary)) { [unowned self] _ in
                outcome(await viewModel.nextPageTapped())
            },
            ReplCommand(name: "prev", aliases: ["previous"], summary: strings.text(.commandPrevSummary)) { [unowned self] _ in
                outcome(await viewModel.previousPageTapped())
            },
            ReplCommand(name: "page", usage: strings.text(.commandPageUsage), summary: strings.text(.commandPageSummary), arguments: .one) {
                [unowned self] words in
                guard let number = Int(words[0]) else {
                    return .failure(strings.text(.errorPageUsage, ["pages": String(viewModel.state.loadedContent?.pagination.pages ?? 1)]))
                }
                return outcome(await viewModel.pageChosen(number))
            },
            ReplCommand(name: "sort", usage: strings.text(.commandSortUsage), summary: strings.text(.commandSortSummary), arguments: .one) {
                [unowned self] words in
                guard let sort = ProductListingSortDomainModel(rawValue: words[0].lowercased()) else {
                    return .failure(strings.text(.errorUnknownSort))
                }
                return outcome(await viewModel.sortChanged(sort))
            },
            ReplCommand(name: "refresh", summary: strings.text(.commandRefreshSummary)) { [unowned self] _ in
                outcome(await viewModel.refreshTapped())
            },
        ]
    }

    /// Loads the page, importing the catalog first when needed; the import's progress line
    /// is gone before the screen is drawn.
    public func appear() async {
        await viewModel.screenAppeared()
        progress.clear()
    }

    public func render() -> [String] {
        let importLines = viewModel.catalogImport.map { ["  " + $0.text(strings)] } ?? []
        return importLines + listingLines()
    }

    private func listingLines() -> [String] {
        switch viewModel.state {
        case .loading:
            return []
        case .failure(let failure):
            return ["  " + failure.text(strings)]
        case .empty(let page):
            return ["  " + strings.text(.listEmpty), statusLine(page)]
        case .content(let page):
            let rows = page.products.map(ProductRowText(strings: strings, money: moneyText).row)
            return NumberedList.lines(rows, status: statusLine(page)) + [strings.text(.listHint)]
        }
    }

    private var moneyText: MoneyText {
        MoneyText(formatters: AppFormatters(language: currentAppLanguage.language), strings: strings)
    }

    private func statusLine(_ page: ProductListingPageDomainModel) -> String {
        [
            strings.text(.listPage, ["page": String(page.pagination.page), "pages": String(max(page.pagination.pages, 1))]),
            strings.plural(.listProductCount, count: page.pagination.total),
            strings.text(Self.sortKey(page.query.sort)),
            page.freshness.statusText(strings),
        ].compactMap { $0 }.joined(separator: " · ")
    }

    private static func sortKey(_ sort: ProductListingSortDomainModel) -> ProductListingStringKey {
        switch sort {
        case .newest: return .sortNewest
        case .priceAscending: return .sortPriceAscending
        case .priceDescending: return .sortPriceDescending
        case .nameAscending: return .sortNameAscending
        case .nameDescending: return .sortNameDescending
        }
    }

    private func outcome(_ notice: ProductListingNotice?) -> ReplOutcome {
        guard let notice else { return .render }
        switch notice {
        case .alreadyOnLastPage: return .message(strings.text(.noticeLastPage))
        case .alreadyOnFirstPage: return .message(strings.text(.noticeFirstPage))
        case .noSuchPage(let pages): return .failure(strings.text(.errorPageUsage, ["pages": String(max(pages, 1))]))
        case .failed(let failure): return .failure(failure.text(strings))
        case .refreshed, .showingSaved, .serverSentOtherPage: return .messageThenRender(notice.sourceText(strings) ?? "")
        }
    }
}
