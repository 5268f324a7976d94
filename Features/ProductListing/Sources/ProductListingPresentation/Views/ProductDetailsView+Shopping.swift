import Localization
import ReplKit

/// The details' commands for the bag and the wishlist: `add [size=<size>]` and `wish` (while
/// the `wishlist` toggle is on).
extension ProductDetailsView {
    var shoppingCommands: [ReplCommand] {
        let strings = ProductListingStrings.localizer(currentAppLanguage)
        let text = ShoppingText(strings: strings, language: currentAppLanguage.language)
        let add =
            ReplCommand(
                name: "add", usage: strings.text(.commandAddUsage), summary: strings.text(.commandAddSummary), arguments: .text
            ) {
                [unowned self] words in
                switch ChoiceArguments.parse(words) {
                case .failure(let unknown):
                    return .failure(
                        strings.text(.errorChoiceArgument, ["word": unknown.word, "usage": strings.text(.commandAddUsage)]))
                case .success(let arguments):
                    return text.outcome(await viewModel.addToBagTapped(size: arguments.size), addCommand: "add")
                }
            }
        guard viewModel.isWishlistOn else { return [add] }
        return [
            add,
            ReplCommand(name: "wish", summary: strings.text(.commandWishSummary)) { [unowned self] _ in
                text.outcome(await viewModel.wishTapped(), addCommand: "add")
            },
        ]
    }

    /// "Type size <size>, then add, to put one in your bag …"; no size for a one-size
    /// product or once a size is chosen.
    var shoppingHint: String {
        let strings = ProductListingStrings.localizer(currentAppLanguage)
        let needsSize = viewModel.needsSize && viewModel.selectedSize == nil
        guard viewModel.isWishlistOn else {
            return strings.text(needsSize ? .detailsShoppingHintNoWishlist : .detailsShoppingHintOneSizeNoWishlist)
        }
        return strings.text(needsSize ? .detailsShoppingHint : .detailsShoppingHintOneSize)
    }
}
