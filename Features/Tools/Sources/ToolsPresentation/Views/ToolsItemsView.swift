import ToolsDomain
import Localization
import ReplKit

/// Text view of the Tools list: a numbered row per item, then a status
/// line with the count and a hint.
@MainActor
public final class ToolsItemsView: ReplScreen {
    public let viewModel: ToolsItemsViewModel
    private let strings: Localizer<ToolsStringKey>
    private let itemPicker: ItemPicker

    public init(viewModel: ToolsItemsViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.strings = ToolsStrings.localizer(currentAppLanguage)
        self.itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "tools"
    public var title: String { strings.text(.listTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "open", usage: strings.text(.commandOpenUsage), summary: strings.text(.commandOpenSummary), arguments: .one) {
                [unowned self] words in
                switch itemPicker.pick(words[0], from: viewModel.visibleItems, id: \.id) {
                case .failure(let failure):
                    return .failure(failure.message)
                case .success(let index):
                    viewModel.itemTapped(id: viewModel.visibleItems[index].id)
                    return .silent
                }
            },
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
        case .content(let items):
            return NumberedList.lines(items.map(\.title), status: strings.plural(.listItemCount, count: items.count))
                + [strings.text(.listHint)]
        }
    }
}
