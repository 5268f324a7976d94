import Localization
import ReplKit
import ToolsDomain

/// Text view of the category filter: "Any category" first, then each category with
/// its tool count, the one in effect marked ✓; `choose` keeps one and goes back.
@MainActor
public final class ToolCategoryFilterView: ReplScreen {
    public let viewModel: ToolCategoryFilterViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let itemPicker: ItemPicker

    public init(viewModel: ToolCategoryFilterViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: strings)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "category"
    public var title: String { strings.text(.categoryFilterTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "choose", usage: strings.text(.commandChooseUsage), summary: strings.text(.commandChooseCategorySummary),
                arguments: .one
            ) { [unowned self] words in
                let options = viewModel.visibleOptions
                switch itemPicker.pick(words[0], from: options, id: { $0.category ?? "any" }) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    guard let notice = await viewModel.categoryTapped(options[index]) else { return .silent }
                    return text.outcome(notice)
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
            return ["  " + text.failure(failure)]
        case .content(let options), .empty(let options):
            let rows = options.map { option in
                let name = option.category.flatMap(text.category) ?? strings.text(.categoryFilterAny)
                return text.filterRow(name: name, toolCount: option.toolCount, isSelected: option.isSelected)
            }
            return NumberedList.lines(rows) + [strings.text(.categoryFilterHint)]
        }
    }
}
