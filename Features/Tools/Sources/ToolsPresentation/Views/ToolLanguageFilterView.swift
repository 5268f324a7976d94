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
            ReplCommand(
                name: "choose", usage: strings.text(.commandChooseUsage), summary: strings.text(.commandChooseLanguageSummary),
                arguments: .one
            ) { [unowned self] words in
                let options = viewModel.visibleOptions
                switch itemPicker.pick(words[0], from: options, id: { $0.language?.code ?? "any" }) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    guard let notice = await viewModel.languageTapped(options[index]) else { return .silent }
                    return text.outcome(notice)
                }
            },
            ReplCommand(
                name: "search", usage: strings.text(.commandSearchUsage), summary: strings.text(.commandSearchSummary), arguments: .text
            ) { [unowned self] words in
                await viewModel.searchTextChanged(words.joined(separator: " "))
                return .render
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
                let name = option.language.map(Self.bothNames) ?? strings.text(.languageFilterAny)
                return text.filterRow(name: name, toolCount: option.toolCount, isSelected: option.isSelected)
            }
            var lines = NumberedList.lines(rows)
            let query = viewModel.searchText
            if !query.isEmpty {
                let matches = options.contains { $0.language != nil }
                lines.append(strings.text(matches ? .languageFilterSearching : .languageFilterNoMatch, ["query": query]))
            }
            return lines + [strings.text(.languageFilterHint)]
        }
    }

    /// "Spanish — Español"; one name when both are the same.
    private static func bothNames(_ language: ToolLanguageDomainModel) -> String {
        language.name == language.nativeName ? language.name : language.name + " — " + language.nativeName
    }
}
