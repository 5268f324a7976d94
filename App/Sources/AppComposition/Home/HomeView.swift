import Localization
import ReplKit

/// Text view of the home screen: a numbered list of the features.
@MainActor
public final class HomeView: ReplScreen {
    private let viewModel: HomeViewModel
    private let strings: Localizer<AppStringKey>
    private let itemPicker: ItemPicker

    public init(viewModel: HomeViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.strings = AppStrings.localizer(currentAppLanguage)
        self.itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "home"
    public var title: String { strings.text(.homeTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "open", usage: strings.text(.homeOpenUsage), summary: strings.text(.homeOpenSummary), arguments: .one
            ) { [unowned self] words in
                let items = viewModel.items
                if let item = items.first(where: { $0.entry.title.caseInsensitiveCompare(words[0]) == .orderedSame }) {
                    viewModel.featureTapped(command: item.command)
                    return .silent
                }
                switch itemPicker.pick(words[0], from: items, id: \.command) {
                case .failure(let failure):
                    return .failure(failure.message)
                case .success(let index):
                    viewModel.featureTapped(command: items[index].command)
                    return .silent
                }
            }
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        let greeting = viewModel.signedInName.map { [strings.text(.homeGreeting, ["name": $0])] } ?? []
        return greeting
            + NumberedList.lines(
                viewModel.items.map { "\($0.entry.title) [\($0.command)] — \($0.entry.summary)" },
                status: strings.text(.homeHint),
                columns: TerminalWidth.ofStandardOutput()
            )
    }
}
