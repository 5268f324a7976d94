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
            text.chooseCommand(
                summary: .commandChooseCategorySummary, picker: itemPicker,
                options: { [unowned self] in viewModel.visibleOptions },
                id: { $0.category ?? "any" }, choose: { [unowned self] in await viewModel.categoryTapped($0) }
            )
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: text.failure) { options in
            let rows = options.map { option in
                let name = option.category.flatMap(text.category) ?? strings.text(.categoryFilterAny)
                return text.filterRow(name: name, toolCount: option.toolCount, isSelected: option.isSelected)
            }
            return NumberedList.lines(rows) + [strings.text(.categoryFilterHint)]
        }
    }
}
