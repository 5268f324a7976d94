import Localization
import ReplKit
import ToolsDomain

/// Text view of an article tool being read: its categories with how many articles each
/// holds, a category's articles by title, or an article (headings, paragraphs, • list
/// items) drawn by its page type's renderer, or a training tip. Then the language and what
/// to type.
@MainActor
public final class ArticleReaderView: ToolKindReaderView {
    public let viewModel: ArticleReaderViewModel
    private let words: ToolReaderText

    public init(viewModel: ArticleReaderViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        words = ToolReaderText(currentAppLanguage)
    }

    public var commands: [ReplCommand] { commands(tipShown: viewModel.tips.shownTip != nil) }

    public var commandsInEveryState: [ReplCommand] { commands(tipShown: true) }

    /// `next` and `prev` turn a tip's pages.
    private func commands(tipShown: Bool) -> [ReplCommand] {
        let commands = ToolReaderCommands(words: words)
        let viewModel = viewModel
        let tips = viewModel.tips
        let tipPages = tipShown ? [commands.next { tips.nextTapped() }, commands.previous { tips.previousTapped() }] : []
        return tipPages + [
            commands.numbered("open", usage: .commandOpenArticleUsage, summary: .commandOpenArticleSummary) {
                viewModel.itemTapped($0)
            },
            commands.tip(tips) { tips.listedTipIds(on: viewModel.shownArticle) },
            commands.numbered("tap", usage: .commandTapUsage, summary: .commandTapSummary) { viewModel.linkTapped($0) },
            commands.back { viewModel.backTapped() },
            commands.switchLanguage { viewModel.switchTapped() },
        ]
    }

    public func toolOpened(_ opening: ToolReaderViewModel.Opening, startPage: Int?) async {
        await viewModel.toolOpened(opening, startPage: startPage)
    }

    public func shareTapped() async -> ToolsNotice {
        await viewModel.shareTapped()
    }

    public func render() -> [String] {
        guard let translation = viewModel.translation else { return [] }
        let tips = viewModel.tips
        let article = viewModel.shownArticle
        let listed = tips.listedTipIds(on: article)
        let (lines, hint) =
            if let article {
                ToolPageWithTipsText(words: words).lines(
                    article, in: translation, tips: tips, listed: listed,
                    pageHint: article.modal != nil ? .readerModalHint : .readerArticleHint)
            } else if tips.shownTip != nil {
                (ToolTipText(words: words).lines(tips), ToolReaderStringKey.readerTipHint)
            } else {
                (ArticleListText(words: words).lines(viewModel.position, in: translation), ToolReaderStringKey.readerArticlesHint)
            }
        return lines
            + ToolReaderStatusText(words: words).lines(
                page: tips.shownTip != nil ? viewModel.position.article?.page ?? 0 : nil, of: translation,
                other: viewModel.languages.other(of: viewModel.opened.tool), tipsOn: tips.trainingTips.isOn, hint: hint,
                listsTips: !listed.isEmpty)
    }
}
