import Localization
import ReplKit
import ToolsDomain

/// Text view of a tool's settings: its primary and parallel languages and what each
/// can be changed to (each list without the other's choice); `primary`, `parallel`
/// (or `parallel none`) and `swap` change them; `tips on|off` shows or hides training tips.
@MainActor
public final class ToolSettingsView: ReplScreen {
    public let viewModel: ToolSettingsViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText

    public init(viewModel: ToolSettingsViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: strings)
    }

    public let routeName = "settings"
    public var title: String { strings.text(.settingsTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "primary", usage: strings.text(.commandPrimaryUsage), summary: strings.text(.commandPrimarySummary),
                arguments: .oneOrMore
            ) { [unowned self] words in
                text.outcome(await viewModel.primaryLanguageChosen(words.joined(separator: " ")))
            },
            ReplCommand(
                name: "parallel", usage: strings.text(.commandParallelUsage), summary: strings.text(.commandParallelSummary),
                arguments: .oneOrMore
            ) { [unowned self] words in
                let language = words.joined(separator: " ")
                return text.outcome(await viewModel.parallelLanguageChosen(language.lowercased() == "none" ? nil : language))
            },
            ReplCommand(name: "swap", summary: strings.text(.commandSwapSummary)) { [unowned self] _ in
                text.outcome(await viewModel.swapTapped())
            },
            ReplCommand(
                name: "tips", usage: strings.text(.commandTipsUsage), summary: strings.text(.commandTipsSummary), arguments: .one
            ) { [unowned self] words in
                switch words[0].lowercased() {
                case "on": return text.outcome(await viewModel.trainingTipsChosen(isOn: true))
                case "off": return text.outcome(await viewModel.trainingTipsChosen(isOn: false))
                default: return .failure(strings.text(.settingsTipsOnOrOff, ["text": words[0]]))
                }
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: text.failure) { settings in
            var lines = [
                "  " + settings.toolName, "  " + strings.text(.settingsPrimary, ["language": settings.primaryLanguage.name]),
            ]
            if settings.supportsParallelLanguage {
                lines.append(
                    "  "
                        + (settings.parallelLanguage.map { strings.text(.settingsParallel, ["language": $0.name]) }
                            ?? strings.text(.settingsParallelNone)))
            }
            if let tips = viewModel.trainingTips {
                lines.append("  " + strings.text(tips.isOn ? .settingsTipsOn : .settingsTipsOff))
            }
            lines += [
                strings.text(.settingsPrimaryChoices),
                "  " + settings.primaryCandidates.map(Self.choice).joined(separator: " · "),
            ]
            if settings.supportsParallelLanguage {
                lines.append(strings.text(.settingsParallelChoices))
                lines.append("  " + (["none"] + settings.parallelCandidates.map(Self.choice)).joined(separator: " · "))
            } else {
                lines.append(strings.text(.settingsOneLanguageAtATime))
            }
            return lines + [strings.text(.settingsHint), strings.text(.settingsTipsHint)]
        }
    }

    /// `French [fr]`: the name in the app language with the code to type.
    private static func choice(_ language: ToolLanguageDomainModel) -> String {
        "\(language.name) [\(language.code)]"
    }
}
