import Localization
import ReplKit
import ToolsDomain

/// Text view of the language filter: "Any language" first, then each language by
/// both its names with its tool count, the one in effect marked ✓; `search` narrows
/// it, `choose` keeps one and goes back.
@MainActor
public final class ToolLanguageFilterView: ReplScreen {
    public let viewModel: ToolLanguageFilterViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let itemPicker: ItemPicker

    public init(viewModel: ToolLanguageFilterViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: strings)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "language"
    public var title: String { strings.text(.languageFilterTitle) }

    public var commands: [ReplCommand] {
        [
            text.chooseCommand(
                summary: .commandChooseLanguageSummary, picker: itemPicker,
                options: { [unowned self] in viewModel.visibleOptions },
                id: { $0.language?.code ?? "any" }, choose: { [unowned self] in await viewModel.languageTapped($0) }
            ),
            text.searchCommand { [unowned self] in await viewModel.searchTextChanged($0) },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: text.failure) { options in
            let rows = options.map { option in
                let name = option.language.map(ToolsText.bothNames) ?? strings.text(.languageFilterAny)
                return text.filterRow(name: name, toolCount: option.toolCount, isSelected: option.isSelected)
            }
            var lines = NumberedList.lines(rows)
            lines += text.searchStatus(query: viewModel.searchText, hasMatches: options.contains { $0.language != nil })
            return lines + [strings.text(.languageFilterHint)]
        }
    }
}
