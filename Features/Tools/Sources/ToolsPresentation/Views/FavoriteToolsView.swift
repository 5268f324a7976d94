import Localization
import ReplKit
import ToolsDomain

/// Text view of the Favorites screen: favorites by position, `move`, and `remove`
/// that waits for `yes` or `no`.
@MainActor
public final class FavoriteToolsView: ReplScreen {
    public let viewModel: FavoriteToolsViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let itemPicker: ItemPicker

    public init(viewModel: FavoriteToolsViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: strings)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "favorites"
    public var title: String { strings.text(.favoritesTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "open", usage: strings.text(.commandOpenUsage), summary: strings.text(.commandOpenSummary), arguments: .one
            ) {
                [unowned self] words in
                switch pick(words[0]) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    viewModel.toolTapped(id: viewModel.visibleTools[index].id)
                    return .silent
                }
            },
            ReplCommand(
                name: "move", usage: strings.text(.commandMoveUsage), summary: strings.text(.commandMoveSummary),
                arguments: .oneOrMore
            ) {
                [unowned self] words in
                guard words.count == 2 else { return .failure(strings.text(.errorMoveUsage)) }
                switch (pick(words[0]), pick(words[1])) {
                case (.success(let from), .success(let to)): return text.outcome(await viewModel.moveTapped(from: from, to: to))
                case (.failure(let failure), _), (_, .failure(let failure)): return .failure(failure.message)
                }
            },
            ReplCommand(
                name: "remove", usage: strings.text(.commandRemoveUsage), summary: strings.text(.commandRemoveSummary),
                arguments: .one
            ) {
                [unowned self] words in
                switch pick(words[0]) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index): return text.outcome(viewModel.removeTapped(tool: viewModel.visibleTools[index]))
                }
            },
            ReplCommand(name: "yes", summary: strings.text(.commandYesSummary)) { [unowned self] _ in
                text.outcome(await viewModel.removalConfirmed())
            },
            ReplCommand(name: "no", summary: strings.text(.commandNoSummary)) { [unowned self] _ in
                text.outcome(viewModel.removalCancelled())
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: text.failure, empty: { _ in ["  " + strings.text(.favoritesEmpty)] }) { tools in
            NumberedList.lines(
                tools.map { text.row($0, showsFavorite: false) }, status: strings.plural(.favoritesCount, count: tools.count))
                + [strings.text(.favoritesHint)]
        }
    }

    private func pick(_ token: String) -> Result<Int, ItemPickFailure> {
        itemPicker.pick(token, from: viewModel.visibleTools, id: \.code)
    }
}
