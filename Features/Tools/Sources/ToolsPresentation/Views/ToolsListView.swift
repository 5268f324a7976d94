import Localization
import ReplKit
import ToolsDomain

/// Text view of the tools list: the Spotlight section, then the tools under the
/// filters, numbered on through both, then the count with the filters in effect,
/// and a hint.
@MainActor
public final class ToolsListView: ReplScreen {
    public let viewModel: ToolsListViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let itemPicker: ItemPicker
    /// The "Personalized" / "All tools" switch and the personalized tools.
    public let personalization: PersonalizedListViewModel<PersonalizedToolsDomainModel>?
    private let personalizedText: PersonalizedListText
    /// The offline favorites notice, shown above the rows.
    private let banner: OfflineFavoritesBannerView?

    public init(
        viewModel: ToolsListViewModel, currentAppLanguage: CurrentAppLanguage, banner: OfflineFavoritesBannerView? = nil,
        personalization: PersonalizedListViewModel<PersonalizedToolsDomainModel>? = nil
    ) {
        self.viewModel = viewModel
        self.banner = banner
        self.personalization = personalization
        personalizedText = PersonalizedListText(currentAppLanguage: currentAppLanguage)
        strings = ToolsStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: strings)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "tools"
    public var title: String { strings.text(.listTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "open", usage: strings.text(.commandOpenUsage), summary: strings.text(.commandOpenSummary), arguments: .one
            ) {
                [unowned self] words in
                switch pick(words[0]) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let tool):
                    viewModel.toolTapped(id: tool.id)
                    return .silent
                }
            },
            favoriteCommand(name: "fav", usage: .commandFavUsage, summary: .commandFavSummary, isFavorite: true),
            favoriteCommand(name: "unfav", usage: .commandUnfavUsage, summary: .commandUnfavSummary, isFavorite: false),
            ReplCommand(name: "category", summary: strings.text(.commandCategorySummary)) { [unowned self] _ in
                viewModel.categoryFilterTapped()
                return .silent
            },
            ReplCommand(name: "language", summary: strings.text(.commandLanguageSummary)) { [unowned self] _ in
                viewModel.languageFilterTapped()
                return .silent
            },
            ReplCommand(name: "refresh", summary: strings.text(.commandRefreshSummary)) { [unowned self] _ in
                text.outcome(await viewModel.refreshTapped())
            },
        ] + (banner?.commands ?? [])
            + (personalization.map { [text] in personalizedText.commands($0, failure: text.failure) } ?? [])
    }

    public func appear() async {
        await banner?.appear()
        await viewModel.screenAppeared()
        await personalization?.screenAppeared()
    }

    public func render() -> [String] {
        if let shown = personalization?.shown { return personalizedText.toolsLines(shown, text: text) }
        return viewModel.state.lines(failure: text.failure, empty: { _ in ["  " + strings.text(.listEmpty)] }, content: listLines)
    }

    /// The Spotlight section and the tools under the filters, numbered on through both, then the count and the hint.
    private func listLines(_ list: ToolsListDomainModel) -> [String] {
        let width = String(list.rows.count).count
        var lines = banner?.lines() ?? []
        let text = text
        let row = { (tool: ToolSummaryDomainModel) in text.row(tool, filterLanguage: list.languageFilter) }
        if !list.spotlight.isEmpty {
            lines.append(strings.text(.listSpotlight))
            lines += text.numbered(list.spotlight.map(row), first: 1, width: width)
            lines.append(strings.text(.listAllTools))
        }
        lines += text.numbered(list.tools.map(row), first: list.spotlight.count + 1, width: width)
        let status =
            [strings.plural(.listToolCount, count: list.tools.count)]
            + [text.category(list.categoryFilter), list.languageFilter?.nativeName].compactMap { $0 }
        return lines + [status.joined(separator: " · "), strings.text(.listHint)]
    }

    private func favoriteCommand(name: String, usage: ToolsStringKey, summary: ToolsStringKey, isFavorite: Bool) -> ReplCommand {
        ReplCommand(name: name, usage: strings.text(usage), summary: strings.text(summary), arguments: .one) {
            [unowned self] words in
            switch pick(words[0]) {
            case .failure(let failure): return .failure(failure.message)
            case .success(let tool):
                let outcome = text.outcome(await viewModel.favoriteToggled(tool: tool, isFavorite: isFavorite))
                await personalization?.load()
                return outcome
            }
        }
    }

    private func pick(_ token: String) -> Result<ToolSummaryDomainModel, ItemPickFailure> {
        let tools = personalization?.shown?.tools ?? viewModel.visibleTools
        return itemPicker.pick(token, from: tools, id: \.code).map { tools[$0] }
    }
}
