import Localization
import ReplKit
import ToolsDomain

/// Text view of a tract being read: a page's hero with its cards listed under it, or one
/// card (the call to action under the last), or a modal over the page, or a training tip;
/// each page drawn by its own type's renderer. Then the status line and what to type.
@MainActor
public final class TractReaderView: ToolKindReaderView {
    public let viewModel: TractReaderViewModel
    private let words: ToolReaderText

    public init(viewModel: TractReaderViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        words = ToolReaderText(currentAppLanguage)
    }

    public var commands: [ReplCommand] {
        let commands = ToolReaderCommands(words: words)
        let viewModel = viewModel
        return [
            commands.next { viewModel.nextTapped() },
            commands.previous { viewModel.previousTapped() },
            commands.numbered("card", usage: .commandCardUsage, summary: .commandCardSummary) { viewModel.cardTapped($0) },
            commands.page(pages: { viewModel.translation?.pages.count ?? 0 }) { viewModel.pageTapped($0) },
            commands.tip(viewModel.tips) { viewModel.tips.listedTipIds(on: viewModel.shown) },
            commands.numbered("tap", usage: .commandTapUsage, summary: .commandTapSummary) { viewModel.linkTapped($0) },
            commands.back { viewModel.backTapped() },
            commands.switchLanguage { viewModel.switchTapped() },
        ]
    }

    public var commandsInEveryState: [ReplCommand] { commands }

    public func toolOpened(_ opening: ToolReaderViewModel.Opening, startPage: Int?) async {
        await viewModel.toolOpened(opening, startPage: startPage)
    }

    public func shareTapped() async -> ToolsNotice {
        await viewModel.shareTapped()
    }

    public func render() -> [String] {
        guard let translation = viewModel.translation, let shown = viewModel.shown else { return [] }
        let tips = viewModel.tips
        let listed = tips.listedTipIds(on: shown)
        let (lines, hint) = ToolPageWithTipsText(words: words).lines(
            shown, in: translation, tips: tips, listed: listed,
            pageHint: shown.modal != nil ? .readerModalHint : .readerTractHint)
        return lines
            + ToolReaderStatusText(words: words).lines(
                page: viewModel.position.page, of: translation, other: viewModel.languages.other(of: viewModel.opened.tool),
                tipsOn: tips.trainingTips.isOn, hint: hint, listsTips: !listed.isEmpty)
    }
}
