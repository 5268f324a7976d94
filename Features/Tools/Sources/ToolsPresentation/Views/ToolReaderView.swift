import Localization
import ReplKit
import ToolsDomain

/// Text view of a tool being read, in its kind's shape: a tract's hero or one card (with
/// the call to action on the last) or a modal over the page; a choose-your-own-adventure
/// page with its choices; an article tool's categories, a category's articles or an
/// article. Buttons and links are numbered for `tap`. Then the page, the language (marked
/// right to left when it is) and the language `switch` would show, and what to type.
@MainActor
public final class ToolReaderView: ReplScreen {
    public let viewModel: ToolReaderViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let progress: ReplProgress
    private let share: ToolShareCommand

    /// `share` draws the link's QR code too when `progress` is on a terminal.
    public init(viewModel: ToolReaderViewModel, currentAppLanguage: CurrentAppLanguage, progress: ReplProgress = ReplProgress()) {
        self.viewModel = viewModel
        let strings = ToolsStrings.localizer(currentAppLanguage)
        self.strings = strings
        let text = ToolsText(strings: strings)
        self.text = text
        self.progress = progress
        share = ToolShareCommand(
            strings: strings, text: text,
            terminalColumns: {
                progress.isAttachedToTerminal ? TerminalWidth.ofStandardOutput() : nil
            })
    }

    public let routeName = "read"
    public var title: String { viewModel.shownTranslation?.toolName ?? strings.text(.listTitle) }

    public var commands: [ReplCommand] {
        commands(for: viewModel.kind, tipShown: viewModel.shownTip != nil)
    }

    /// Every kind's commands with a tip shown, each verb once: what the reader accepts in any state.
    public var commandsInEveryState: [ReplCommand] {
        var verbs: Set<String> = []
        return ToolKindDomainModel.allCases.flatMap { commands(for: $0, tipShown: true) }.filter {
            verbs.insert($0.name).inserted
        }
    }

    /// What the reader accepts on a tool of `kind`, with a tip shown or not.
    private func commands(for kind: ToolKindDomainModel, tipShown: Bool) -> [ReplCommand] {
        var commands: [ReplCommand] = []
        switch kind {
        case .tract:
            commands += [
                ReplCommand(name: "next", summary: strings.text(.commandNextSummary)) { [unowned self] _ in
                    outcome(viewModel.nextTapped())
                },
                ReplCommand(name: "prev", aliases: ["previous"], summary: strings.text(.commandPrevSummary)) { [unowned self] _ in
                    outcome(viewModel.previousTapped())
                },
                numbered("card", usage: .commandCardUsage, summary: .commandCardSummary) { [unowned self] in
                    viewModel.cardTapped($0)
                },
                pageCommand,
            ]
        case .chooseYourOwnAdventure, .articles:
            if tipShown {
                commands += [
                    ReplCommand(name: "next", summary: strings.text(.commandNextSummary)) { [unowned self] _ in
                        outcome(viewModel.nextTapped())
                    },
                    ReplCommand(name: "prev", aliases: ["previous"], summary: strings.text(.commandPrevSummary)) {
                        [unowned self] _ in outcome(viewModel.previousTapped())
                    },
                ]
            }
        }
        if kind == .articles {
            commands.append(
                numbered("open", usage: .commandOpenArticleUsage, summary: .commandOpenArticleSummary) { [unowned self] in
                    viewModel.articleItemTapped($0)
                })
        }
        commands += [
            numbered("tip", usage: .commandTipUsage, summary: .commandTipSummary) { [unowned self] in
                await viewModel.tipTapped($0)
            },
            numbered("tap", usage: .commandTapUsage, summary: .commandTapSummary) { [unowned self] in
                await viewModel.linkTapped($0)
            },
            ReplCommand(name: "back", summary: strings.text(.commandReaderBackSummary)) { [unowned self] _ in
                await viewModel.backTapped() ? .render : .silent
            },
            ReplCommand(name: "switch", summary: strings.text(.commandSwitchSummary)) { [unowned self] _ in
                outcome(viewModel.switchTapped())
            },
            ReplCommand(name: "settings", summary: strings.text(.commandSettingsSummary)) { [unowned self] _ in
                viewModel.settingsTapped()
                return .silent
            },
            share.command { [unowned self] in await viewModel.shareTapped() },
            ReplCommand(name: "refresh", summary: strings.text(.commandReaderRefreshSummary)) { [unowned self] _ in
                await viewModel.refreshTapped()
                progress.clear()
                return .render
            },
        ]
        return commands
    }

    private var pageCommand: ReplCommand {
        ReplCommand(
            name: "page", usage: strings.text(.commandPageUsage), summary: strings.text(.commandPageSummary), arguments: .one
        ) { [unowned self] words in
            guard let number = Int(words[0]) else {
                return .failure(strings.text(.readerNoSuchPage, ["page": words[0], "pages": String(viewModel.pageCount)]))
            }
            return outcome(viewModel.pageTapped(number))
        }
    }

    /// A command taking one number; anything else is refused as that number not being there.
    private func numbered(
        _ name: String, usage: ToolsStringKey, summary: ToolsStringKey, _ action: @escaping @MainActor (Int) async -> ToolsNotice?
    ) -> ReplCommand {
        ReplCommand(name: name, usage: strings.text(usage), summary: strings.text(summary), arguments: .one) {
            [unowned self] words in
            outcome(await action(Int(words[0]) ?? 0))
        }
    }

    public func appear() async {
        await viewModel.screenAppeared()
        progress.clear()
    }

    public func render() -> [String] {
        text.lines(viewModel.state) { _ in screen() }
    }

    /// What is shown, the line saying what was just saved, the status and the hint.
    private func screen() -> [String] {
        guard let translation = viewModel.shownTranslation else { return [] }
        var lines: [String] = []
        if !viewModel.justDownloaded.isEmpty {
            lines.append(strings.text(.readerSaved, ["languages": viewModel.justDownloaded.map(\.name).joined(separator: ", ")]))
        }
        let hint: ToolsStringKey
        var showsPage = true
        if let tip = viewModel.shownTip {
            let values = [
                "kind": text.tipKind(tip.type), "page": String(viewModel.tipPageIndex + 1), "pages": String(tip.pages.count),
            ]
            lines.append("  " + strings.text(.readerTipOpen, values))
            lines += text.contentLines(viewModel.shownBlocks)
            hint = .readerTipHint
        } else if viewModel.shownPage?.layout == .unreadable, viewModel.kind != .articles || viewModel.isReadingArticle {
            lines.append("  " + strings.text(.readerUnreadablePage))
            hint = viewModel.kind == .tract ? .readerTractHint : .readerAdventureHint
        } else if let modal = viewModel.shownModal {
            lines.append("  " + strings.text(.readerModal, ["title": modal.title ?? ""]))
            lines += text.contentLines(modal.content)
            hint = .readerModalHint
        } else {
            switch viewModel.kind {
            case .tract:
                lines += tractLines()
                hint = .readerTractHint
            case .chooseYourOwnAdventure:
                lines += text.contentLines(viewModel.shownBlocks, tipLine: tipLine)
                hint = viewModel.shownLinks.isEmpty ? .readerAdventureEnd : .readerAdventureHint
            case .articles:
                (lines, hint, showsPage) = (
                    lines + articleLines(), viewModel.isReadingArticle ? .readerArticleHint : .readerArticlesHint, false
                )
            }
        }
        var status =
            showsPage
            ? [strings.text(.readerPage, ["page": String(viewModel.pageIndex + 1), "pages": String(viewModel.pageCount)])] : []
        status.append(translation.language.name)
        if translation.language.isRightToLeft { status.append(strings.text(.readerRightToLeft)) }
        if viewModel.trainingTips.isOn { status.append(strings.text(.readerTipsOnStatus)) }
        if let other = viewModel.otherTranslation {
            status.append(strings.text(.readerSwitchTo, ["language": other.language.name]))
        }
        let tipsHint = viewModel.shownTipIds.isEmpty ? [] : [strings.text(.readerTipsHint)]
        return lines + [status.joined(separator: " · "), strings.text(hint)] + tipsHint
    }

    /// A training tip referred to on screen, numbered for `tip`, ✓ once opened; nothing while tips are off.
    private func tipLine(_ id: String) -> String? {
        guard let number = viewModel.shownTipIds.firstIndex(of: id),
            let tip = viewModel.shownTranslation?.tips.first(where: { $0.id == id })
        else { return nil }
        let line = strings.text(.readerTipReference, ["tip": String(number + 1), "kind": text.tipKind(tip.type)])
        return line + (viewModel.trainingTips.seenTipIds.contains(id) ? " ✓" : "")
    }

    /// The hero (heading, content and the cards under it) or the card shown, then the call to action on the last card.
    private func tractLines() -> [String] {
        guard let tract = viewModel.shownTract else { return text.pageLines(viewModel.shownPage) }
        var lines: [String] = []
        if let card = viewModel.shownCard, let index = viewModel.cardIndex {
            let label = card.label ?? ""
            if let position = tract.visibleCardIndices.firstIndex(of: index) {
                let values = ["card": String(position + 1), "cards": String(tract.visibleCardIndices.count), "label": label]
                lines.append("  " + strings.text(.readerCard, values))
            } else {
                lines.append("  " + strings.text(.readerHiddenCard, ["label": label]))
            }
        } else if let heading = tract.heroHeading {
            lines.append("  " + heading)
        }
        lines += text.contentLines(viewModel.shownBlocks, tipLine: tipLine)
        if viewModel.shownCard == nil { lines += TractHeroCardsText(strings: strings).lines(tract) }
        if viewModel.showsCallToAction, let callToAction = tract.callToAction?.text {
            let links = viewModel.shownLinks.count
            let tappable = tract.callToAction?.events.isEmpty == false
            lines.append("  " + (tappable ? "[\(links)] " : "") + "→ " + callToAction)
            if let tipId = tract.callToAction?.tipId, let line = tipLine(tipId) { lines.append("    " + line) }
        }
        return lines
    }

    /// The categories with their article counts, a category's articles, or the article open.
    private func articleLines() -> [String] {
        guard let categoryIndex = viewModel.categoryIndex else {
            var lines = ["  " + strings.text(.readerCategories)]
            for (offset, category) in viewModel.categories.enumerated() {
                let count =
                    viewModel.shownTranslation?.pages.filter { !Set(category.tags).isDisjoint(with: $0.articleTags) }.count ?? 0
                lines.append(
                    "  \(offset + 1). \(category.label) · " + strings.text(.readerArticleCount, ["count": String(count)]))
            }
            return lines
        }
        if viewModel.isReadingArticle { return text.contentLines(viewModel.shownBlocks, tipLine: tipLine) }
        var lines = ["  " + viewModel.categories[categoryIndex].label]
        for (offset, pageIndex) in viewModel.articlesInCategory.enumerated() {
            let title = viewModel.shownTranslation?.pages[pageIndex].title ?? String(pageIndex + 1)
            lines.append("  \(offset + 1). \(title)")
        }
        return lines
    }

    private func outcome(_ notice: ToolsNotice?) -> ReplOutcome {
        notice.map(text.outcome) ?? .render
    }
}
