import Localization
import ProductListingDomain
import ReplKit

/// Text view of the bag: a numbered row per line, then "3 items · Total: £138.00".
@MainActor
public final class BagView: ReplScreen {
    public let viewModel: BagViewModel
    private let strings: Localizer<ProductListingStringKey>
    private let currentAppLanguage: CurrentAppLanguage
    private let itemPicker: ItemPicker

    public init(viewModel: BagViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ProductListingStrings.localizer(currentAppLanguage)
        self.currentAppLanguage = currentAppLanguage
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "bag"
    public var title: String { strings.text(.bagTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "qty", usage: strings.text(.commandQtyUsage), summary: strings.text(.commandQtySummary),
                arguments: .oneOrMore
            ) {
                [unowned self] words in
                guard words.count == 2, let quantity = Int(words[1]), quantity >= 0 else {
                    return .failure(strings.text(.errorQtyUsage))
                }
                return await withLine(words[0]) { line in await viewModel.quantityChanged(line: line, to: quantity) }
            },
            ReplCommand(
                name: "remove", usage: strings.text(.commandRemoveUsage), summary: strings.text(.commandRemoveLineSummary),
                arguments: .one
            ) { [unowned self] words in
                await withLine(words[0]) { line in await viewModel.removeTapped(line: line) }
            },
        ] + (viewModel.isWishlistOn ? [moveCommand] : []) + [
            ReplCommand(
                name: "open", usage: strings.text(.commandOpenLineUsage), summary: strings.text(.commandOpenSummary),
                arguments: .one
            ) {
                [unowned self] words in
                switch itemPicker.pick(words[0], from: viewModel.visibleLines, id: \.sku) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    viewModel.productTapped(line: viewModel.visibleLines[index])
                    return .silent
                }
            }
        ]
    }

    /// `move <number>`: the line to the wishlist, while the `wishlist` toggle is on.
    private var moveCommand: ReplCommand {
        ReplCommand(
            name: "move", usage: strings.text(.commandMoveUsage), summary: strings.text(.commandMoveSummary), arguments: .one
        ) {
            [unowned self] words in
            await withLine(words[0]) { line in await viewModel.moveToWishlistTapped(line: line) }
        }
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: { $0.text(strings) }, empty: { _ in ["  " + strings.text(.bagEmpty)] }) { bag in
            NumberedList.lines(bag.lines.map(text.row), status: text.status(bag))
                + [strings.text(viewModel.isWishlistOn ? .bagHint : .bagHintNoWishlist)]
        }
    }

    private var text: ShoppingText {
        ShoppingText(strings: strings, language: currentAppLanguage.language)
    }

    /// Runs `action` on the line `token` names (its number on screen, or its SKU).
    private func withLine(_ token: String, _ action: (BagLineDomainModel) async -> ShoppingNotice) async -> ReplOutcome {
        switch itemPicker.pick(token, from: viewModel.visibleLines, id: \.sku) {
        case .failure(let failure): return .failure(failure.message)
        case .success(let index): return text.outcome(await action(viewModel.visibleLines[index]), addCommand: "add")
        }
    }
}
