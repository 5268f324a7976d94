import Localization
import ReplKit
import ToolsDomain

/// Text view of a tool's details: category, views, favorite state, about, conversation
/// starters, Bible references, languages, and the versions of its metatool (`version <n>`
/// chooses one); `read` and `settings` lead on.
@MainActor
public final class ToolDetailsView: ReplScreen {
    public let viewModel: ToolDetailsViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let share: ToolShareCommand

    /// `terminalColumns` gives the terminal's width (`nil` in a script): `share` draws the link's QR code when it fits.
    public init(
        viewModel: ToolDetailsViewModel, currentAppLanguage: CurrentAppLanguage,
        terminalColumns: @escaping @MainActor () -> Int? = { nil }
    ) {
        self.viewModel = viewModel
        strings = ToolsStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: strings)
        share = ToolShareCommand(strings: strings, text: text, terminalColumns: terminalColumns)
    }

    public let routeName = "details"
    public var title: String { viewModel.state.loadedContent?.name ?? strings.text(.listTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "read", summary: strings.text(.commandReadSummary)) { [unowned self] _ in
                viewModel.readTapped()
                return .silent
            },
            ReplCommand(name: "settings", summary: strings.text(.commandSettingsSummary)) { [unowned self] _ in
                viewModel.settingsTapped()
                return .silent
            },
            ReplCommand(name: "fav", summary: strings.text(.commandDetailsFavSummary)) { [unowned self] _ in
                text.outcome(await viewModel.favoriteToggled(isFavorite: true))
            },
            ReplCommand(name: "unfav", summary: strings.text(.commandDetailsUnfavSummary)) { [unowned self] _ in
                text.outcome(await viewModel.favoriteToggled(isFavorite: false))
            },
            ReplCommand(
                name: "version", usage: strings.text(.commandVersionUsage), summary: strings.text(.commandVersionSummary),
                arguments: .one
            ) { [unowned self] words in
                text.outcome(await viewModel.versionTapped(Int(words[0]) ?? 0))
            },
            share.command { [unowned self] in await viewModel.shareTapped() },
        ] + (viewModel.isLearnToShareOn ? [learnCommand] : [])
    }

    /// `learn`: the tool with its training tips on, after the tutorial the first times.
    private var learnCommand: ReplCommand {
        ReplCommand(name: "learn", summary: strings.text(.commandLearnSummary)) { [unowned self] _ in
            switch await viewModel.learnToShareTapped() {
            case .success(true): return .message(strings.text(.learnToShareTutorial))
            case .success(false): return .silent
            case .failure(.toolNotFound): return .failure(strings.text(.learnToShareUnavailable))
            case .failure(let failure): return .failure(text.failure(failure))
            }
        }
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: text.failure) { tool in
            var lines: [String] = []
            if let category = text.category(tool.category) { lines.append("  " + category) }
            lines.append("  " + strings.plural(.detailsViews, count: tool.totalViews))
            lines.append("  " + strings.text(tool.isFavorite ? .detailsFavorite : .detailsNotFavorite))
            lines.append(strings.text(.detailsAbout))
            lines.append("  " + (tool.about ?? strings.text(.detailsNoAbout)))
            if !tool.conversationStarters.isEmpty {
                lines.append(strings.text(.detailsConversationStarters))
                lines += tool.conversationStarters.map { "  " + $0 }
            }
            if !tool.bibleReferences.isEmpty {
                lines.append(strings.text(.detailsBibleReferences))
                lines += tool.bibleReferences.map { "  " + $0 }
            }
            lines.append(strings.plural(.detailsLanguages, count: tool.languageNames.count))
            lines.append("  " + tool.languageNames.joined(separator: " · "))
            lines += versionLines(tool.versions)
            if viewModel.offersLearnToShare { lines.append(strings.text(.detailsLearnToShare)) }
            return lines + [strings.text(.detailsHint)] + (tool.versions.isEmpty ? [] : [strings.text(.detailsVersionsHint)])
        }
    }

    /// "Versions", then each numbered with its name (and "Currently selected" on the one
    /// shown), its tagline and how many languages it has.
    private func versionLines(_ versions: [ToolVersionDomainModel]) -> [String] {
        guard !versions.isEmpty else { return [] }
        var lines = [strings.text(.detailsVersions)]
        for (offset, version) in versions.enumerated() {
            let selected = version.isSelected ? " · " + strings.text(.detailsCurrentlySelected) : ""
            lines.append("  \(offset + 1). " + version.name + selected)
            if let tagline = version.tagline { lines.append("     " + tagline) }
            lines.append("     " + strings.plural(.detailsLanguages, count: version.languageCount))
        }
        return lines
    }
}
