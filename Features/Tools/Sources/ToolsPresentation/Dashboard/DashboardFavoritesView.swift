import Localization
import ReplKit
import ToolsDomain

/// Text view of the dashboard's Favorites tab: a welcome, the featured lesson, the first
/// favorites (numbered on through both), "View all", or a pointer to the Tools tab when
/// there are no favorites yet.
@MainActor
public final class DashboardFavoritesView: ReplScreen {
    public let viewModel: DashboardFavoritesViewModel
    private let strings: Localizer<ToolsDashboardStringKey>
    private let toolsStrings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let itemPicker: ItemPicker

    public init(viewModel: DashboardFavoritesViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsDashboardStrings.localizer(currentAppLanguage)
        toolsStrings = ToolsStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: toolsStrings)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "favorites"
    public var title: String { strings.text(.tabFavorites) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "open", usage: toolsStrings.text(.commandOpenUsage), summary: strings.text(.commandOpenFavoritesTabSummary),
                arguments: .one
            ) { [unowned self] words in
                let items = viewModel.visibleItems
                switch itemPicker.pick(words[0], from: items, id: \.code) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    viewModel.itemTapped(items[index])
                    return .silent
                }
            },
            ReplCommand(name: "all", summary: strings.text(.commandAllSummary)) { [unowned self] _ in
                viewModel.viewAllTapped()
                return .silent
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: text.failure) { content in
            let showsLessons = viewModel.showsLessons
            var lines = ["  " + strings.text(showsLessons ? .favoritesTabWelcome : .favoritesTabWelcomeNoLessons)]
            let width = String(viewModel.visibleItems.count).count
            if let lesson = viewModel.featuredLesson {
                let row = ([lesson.name] + [lesson.progress.map(text.lessonProgress)].compactMap { $0 }).joined(separator: " · ")
                lines.append(strings.text(.favoritesTabFeaturedLesson))
                lines += text.numbered([row], first: 1, width: width)
            }
            guard !content.topFavorites.isEmpty else { return lines + ["  " + strings.text(.favoritesTabEmpty)] }
            lines.append(strings.text(.favoritesTabYourFavorites))
            let first = viewModel.featuredLesson == nil ? 1 : 2
            lines += text.numbered(content.topFavorites.map { text.row($0, showsFavorite: false) }, first: first, width: width)
            return lines + [
                strings.text(.favoritesTabViewAll, ["count": String(content.favoriteCount)]),
                strings.text(showsLessons ? .favoritesTabHint : .favoritesTabHintNoLessons),
            ]
        }
    }
}
