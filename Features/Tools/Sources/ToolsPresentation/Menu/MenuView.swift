import Localization
import ReplKit

/// Text view of the menu: its rows numbered, each with the word that names it, and `open`.
@MainActor
public final class MenuView: ReplScreen {
    public let viewModel: MenuViewModel
    private let strings: Localizer<ToolsDashboardStringKey>
    private let itemPicker: ItemPicker

    public init(viewModel: MenuViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsDashboardStrings.localizer(currentAppLanguage)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "menu"
    public var title: String { strings.text(.menuTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "open", usage: ToolsStrings.localizer(strings.currentLanguage).text(.commandOpenUsage),
                summary: strings.text(.commandOpenMenuSummary), arguments: .one
            ) { [unowned self] words in
                let items = viewModel.items
                switch itemPicker.pick(words[0], from: items, id: \.rawValue) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    viewModel.itemTapped(items[index])
                    return .silent
                }
            }
        ]
    }

    public func appear() async {
        viewModel.screenAppeared()
    }

    public func render() -> [String] {
        NumberedList.lines(viewModel.items.map { name(of: $0) + " [" + $0.rawValue + "]" }) + [strings.text(.menuHint)]
    }

    private func name(of item: MenuItem) -> String {
        switch item {
        case .languageSettings: strings.text(.menuLanguageSettings)
        case .localization: strings.text(.menuLocalization)
        case .tutorial: strings.text(.menuTutorial)
        case .about: strings.text(.menuAbout)
        case .sendFeedback: strings.text(.menuFeedback)
        }
    }
}
