import Localization
import ProductListingDomain
import ReplKit

/// Text view of the wishlist: a numbered row per saved product, then how many there are.
@MainActor
public final class WishlistView: ReplScreen {
    public let viewModel: WishlistViewModel
    private let strings: Localizer<ProductListingStringKey>
    private let currentAppLanguage: CurrentAppLanguage
    private let itemPicker: ItemPicker

    public init(viewModel: WishlistViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ProductListingStrings.localizer(currentAppLanguage)
        self.currentAppLanguage = currentAppLanguage
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "wishlist"
    public var title: String { strings.text(.wishlistTitle) }

    public var commands: [ReplCommand] {
        guard viewModel.isAvailable else { return [] }
        return [
            ReplCommand(
                name: "add", usage: strings.text(.commandWishlistAddUsage), summary: strings.text(.commandWishlistAddSummary),
                arguments: .oneOrMore
            ) { [unowned self] words in
                switch (pick(words[0]), ChoiceArguments.parse(Array(words.dropFirst()))) {
                case (.failure(let failure), _):
                    return .failure(failure.message)
                case (_, .failure(let unknown)):
                    return .failure(
                        strings.text(
                            .errorChoiceArgument, ["word": unknown.word, "usage": strings.text(.commandWishlistAddUsage)]))
                case (.success(let index), .success(let arguments)):
                    let notice = await viewModel.addToBagTapped(item: viewModel.visibleItems[index], size: arguments.size)
                    return text.outcome(notice, addCommand: "add \(index + 1)")
                }
            },
            ReplCommand(
                name: "remove", usage: strings.text(.commandRemoveUsage), summary: strings.text(.commandRemoveItemSummary),
                arguments: .one
            ) { [unowned self] words in
                switch pick(words[0]) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    return text.outcome(
                        await viewModel.removeTapped(item: viewModel.visibleItems[index]), addCommand: "add \(index + 1)")
                }
            },
            ReplCommand(
                name: "open", usage: strings.text(.commandOpenUsage), summary: strings.text(.commandOpenSummary), arguments: .one
            ) {
                [unowned self] words in
                switch pick(words[0]) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    viewModel.productTapped(item: viewModel.visibleItems[index])
                    return .silent
                }
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        guard viewModel.isAvailable else { return ["  " + strings.text(.wishlistUnavailable)] }
        return viewModel.state.lines(
            failure: { $0.text(strings) },
            empty: { _ in ["  " + strings.text(.wishlistEmpty)] },
            content: { items in
                NumberedList.lines(items.map(text.row), status: strings.plural(.wishlistCount, count: items.count))
                    + [strings.text(.wishlistHint)]
            }
        )
    }

    private var text: ShoppingText {
        ShoppingText(strings: strings, language: currentAppLanguage.language)
    }

    private func pick(_ token: String) -> Result<Int, ItemPickFailure> {
        itemPicker.pick(token, from: viewModel.visibleItems, id: \.styleNumber)
    }
}
