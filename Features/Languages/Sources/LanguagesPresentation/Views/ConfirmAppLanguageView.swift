import LanguagesDomain
import Localization
import ReplKit

/// Text view of the confirmation: asked in the current language and again in
/// the chosen one, so a person who reads only the chosen language knows what to type.
@MainActor
public final class ConfirmAppLanguageView: ReplScreen {
    public let viewModel: ConfirmAppLanguageViewModel
    private let strings: Localizer<LanguagesStringKey>

    public init(viewModel: ConfirmAppLanguageViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.strings = LanguagesStrings.localizer(currentAppLanguage)
    }

    public let routeName = "confirm"
    public var title: String { strings.text(.confirmTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "confirm", summary: strings.text(.confirmConfirmSummary)) { [unowned self] _ in
                switch await viewModel.confirmTapped() {
                case .changed(let name): return .message(strings.text(.confirmChanged, ["language": name]))
                case .failed(let failure): return .failure(failure.text(strings))
                }
            },
            ReplCommand(name: "cancel", summary: strings.text(.confirmCancelSummary)) { [viewModel] _ in
                viewModel.cancelTapped()
                return .silent
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: { $0.text(strings) }, empty: { _ in [] }, content: questionLines)
    }

    /// The question, in the app language and in the chosen one when the app speaks it, then the hint.
    private func questionLines(_ change: AppLanguageChangeDomainModel) -> [String] {
        let chosen = change.chosenLanguage
        let chosenAppLanguage = SupportedAppLanguages.language(withCode: chosen.id)
        var lines = ["  " + strings.text(.confirmQuestion, ["language": chosen.nameInBothLanguages])]
        if let chosenAppLanguage, chosenAppLanguage != strings.language {
            lines.append("  " + strings.text(.confirmQuestion, ["language": chosen.nameInOwnLanguage], in: chosenAppLanguage))
        }
        lines.append(strings.text(.confirmHint, ["current": change.currentLanguage.nameInAppLanguage]))
        return lines
    }
}
