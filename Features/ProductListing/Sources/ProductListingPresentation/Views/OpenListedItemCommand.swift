import Localization
import ReplKit

/// `open N` on a browsing screen: picks the listed item by number or id and
/// hands it on, or says what to type instead.
@MainActor
enum OpenListedItemCommand {
    static func make<Item>(
        strings: Localizer<ProductListingStringKey>, summary: ProductListingStringKey, itemPicker: ItemPicker,
        items: @escaping @MainActor () -> [Item], id: @escaping (Item) -> String, opened: @escaping @MainActor (Item) -> Void
    ) -> ReplCommand {
        ReplCommand(name: "open", usage: strings.text(.commandOpenNumberUsage), summary: strings.text(summary), arguments: .one) {
            words in
            let listed = items()
            switch itemPicker.pick(words[0], from: listed, id: id) {
            case .failure(let failure):
                return .failure(failure.message)
            case .success(let index):
                opened(listed[index])
                return .silent
            }
        }
    }
}
