import Foundation
import Localization
import ProductListingDomain
import ReplKit

/// Text view of the listing: "Brand · Name · price" rows with colours and
/// stock (or a grid fitted to the terminal), the filters in use, then
/// "Page 1 of 100 · 2,000 products · sort".
@MainActor
public final class ProductListingView: ReplScreen {
    public let viewModel: ProductListingViewModel
    public let searchSuggestions: ProductSearchSuggestionsViewModel
    let strings: Localizer<ProductListingStringKey>
    private let currentAppLanguage: CurrentAppLanguage
    let itemPicker: ItemPicker
    private let progress: ReplProgress
    private let terminalColumns: @MainActor () -> Int

    /// `terminalColumns` gives the width the grid and the filters fit (80 in scripts).
    public init(
        viewModel: ProductListingViewModel, searchSuggestions: ProductSearchSuggestionsViewModel,
        currentAppLanguage: CurrentAppLanguage,
        progress: ReplProgress = ReplProgress(), terminalColumns: @escaping @MainActor () -> Int = { TerminalWidth.scripted }
    ) {
        self.viewModel = viewModel
        self.searchSuggestions = searchSuggestions
        let strings = ProductListingStrings.localizer(currentAppLanguage)
        self.strings = strings
        self.currentAppLanguage = currentAppLanguage
        self.itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
        self.progress = progress
        self.terminalColumns = terminalColumns
    }

    public let routeName = "products"
    public var title: String {
        guard let hierarchy = viewModel.state.loadedContent?.hierarchy, !hierarchy.isEmpty else {
            return strings.text(.listTitle)
        }
        return hierarchy.joined(separator: " › ")
    }

    public var commands: [ReplCommand] {
        pagingCommands + narrowingCommands + [layoutCommand] + browsingCommands
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
        viewModel.state.lines(
            failure: { $0.text(strings) },
            empty: { page in
                let narrowed = page.query.isSearching || !page.query.filters.isEmpty
                return ["  " + strings.text(narrowed ? .listNoMatches : .listEmpty)] + statusText.lines(page)
            },
            content: { page in productLines(page.products) + statusText.lines(page) + [strings.text(.listHint)] }
        )
    }

    private func productLines(_ products: [ProductSummaryDomainModel]) -> [String] {
        switch viewModel.layout {
        case .list:
            return NumberedList.lines(products.map(ProductRowText(strings: strings, money: moneyText).row))
        case .grid:
            return ProductGridText(columns: terminalColumns(), strings: strings, money: moneyText).lines(products)
        }
    }

    private var formatters: AppFormatters { AppFormatters(language: currentAppLanguage.language) }
    private var moneyText: MoneyText { MoneyText(formatters: formatters, strings: strings) }
    private var statusText: ProductListingStatusText { ProductListingStatusText(strings: strings, money: moneyText) }

    // MARK: - Commands

    private var pagingCommands: [ReplCommand] {
        [
            ReplCommand(
                name: "open", usage: strings.text(.commandOpenUsage), summary: strings.text(.commandOpenSummary), arguments: .one
            ) {
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
            ReplCommand(
                name: "page", usage: strings.text(.commandPageUsage), summary: strings.text(.commandPageSummary), arguments: .one
            ) {
                [unowned self] words in
                guard let number = Int(words[0]) else {
                    return .failure(
                        strings.text(.errorPageUsage, ["pages": String(viewModel.state.loadedContent?.pagination.pages ?? 1)]))
                }
                return outcome(await viewModel.pageChosen(number))
            },
            ReplCommand(
                name: "sort", usage: strings.text(.commandSortUsage), summary: strings.text(.commandSortSummary), arguments: .one
            ) {
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

    private var narrowingCommands: [ReplCommand] {
        [
            ReplCommand(
                name: "filter", usage: strings.text(.commandFilterUsage), summary: strings.text(.commandFilterSummary),
                arguments: .oneOrMore
            ) { [unowned self] words in
                switch ProductFilterArguments.changes(words) {
                case .success(let changes): return outcome(await viewModel.filtersChanged(changes))
                case .failure(.usage): return .failure(strings.text(.errorFilterUsage))
                case .failure(.unknownFilter(let name)): return .failure(strings.text(.errorUnknownFilter, ["name": name]))
                case .failure(.price): return .failure(strings.text(.errorPriceUsage))
                }
            },
            ReplCommand(name: "filters", summary: strings.text(.commandFiltersSummary)) { [unowned self] _ in
                switch await viewModel.filtersTapped() {
                case .success(let facets):
                    let text = ProductFacetsText(
                        columns: terminalColumns(), strings: strings, formatters: formatters, money: moneyText)
                    return .message(text.lines(facets).joined(separator: "\n"))
                case .failure(let failure):
                    return .failure(failure.text(strings))
                }
            },
            ReplCommand(
                name: "search", usage: strings.text(.commandSearchUsage), summary: strings.text(.commandSearchSummary),
                arguments: .text
            ) { [unowned self] words in
                outcome(await viewModel.searchSubmitted(words.joined(separator: " ")))
            },
            ReplCommand(
                name: "recent", usage: strings.text(.commandRecentUsage), summary: strings.text(.commandRecentSummary),
                arguments: .text
            ) { [unowned self] words in
                await recent(words)
            },
            ReplCommand(
                name: "suggest", usage: strings.text(.commandSuggestUsage), summary: strings.text(.commandSuggestSummary),
                arguments: .text
            ) { [unowned self] words in
                await suggest(words.joined(separator: " "))
            },
        ]
    }

    private var layoutCommand: ReplCommand {
        ReplCommand(
            name: "layout", usage: strings.text(.commandLayoutUsage), summary: strings.text(.commandLayoutSummary),
            arguments: .one
        ) {
            [unowned self] words in
            guard let layout = ProductListingLayoutDomainModel(rawValue: words[0].lowercased()) else {
                return .failure(strings.text(.errorLayoutUsage))
            }
            return outcome(await viewModel.layoutChosen(layout))
        }
    }

    private var browsingCommands: [ReplCommand] {
        [
            ReplCommand(name: "categories", summary: strings.text(.commandCategoriesSummary)) { [unowned self] _ in
                viewModel.categoriesTapped()
                return .silent
            },
            ReplCommand(name: "brands", summary: strings.text(.commandBrandsSummary)) { [unowned self] _ in
                viewModel.brandsTapped()
                return .silent
            },
        ]
    }

    private func suggest(_ text: String) async -> ReplOutcome {
        guard text.contains(where: { $0.isLetter || $0.isNumber }) else { return .failure(strings.text(.errorSuggestUsage)) }
        switch await searchSuggestions.suggestionsAsked(for: text) {
        case .failure(let failure):
            return .failure(failure.text(strings))
        case .success(let suggestions) where suggestions.isEmpty:
            return .message(strings.text(.suggestNone, ["text": suggestions.text]))
        case .success(let suggestions):
            viewModel.suggestionsFound(suggestions)
            return .silent
        }
    }

    func outcome(_ notice: ProductListingNotice?) -> ReplOutcome {
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
