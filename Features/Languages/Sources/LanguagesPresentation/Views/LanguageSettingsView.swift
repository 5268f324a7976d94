import LanguagesDomain
import Localization
import ReplKit

/// Text view of the language settings screen.
@MainActor
public final class LanguageSettingsView: ReplScreen {
    public let viewModel: LanguageSettingsViewModel
    private let strings: Localizer<LanguagesStringKey>

    public init(viewModel: LanguageSettingsViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.strings = LanguagesStrings.localizer(currentAppLanguage)
    }

    public let routeName = "languages"
    public var title: String { strings.text(.settingsTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "choose", summary: strings.text(.settingsChooseSummary)) { [viewModel] _ in
                viewModel.chooseAppLanguageTapped()
                return .silent
            },
            ReplCommand(name: "downloads", summary: strings.text(.settingsDownloadsSummary)) { [viewModel] _ in
                viewModel.downloadsTapped()
                return .silent
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: { $0.text(strings) }, empty: { _ in [] }, content: settingsLines)
    }

    /// The app language, its direction, the tool languages kept offline, and the hints.
    private func settingsLines(_ settings: LanguageSettingsDomainModel) -> [String] {
        let language = settings.appLanguage
        let direction =
            language.direction == .rightToLeft
            ? strings.text(.settingsDirectionRightToLeft)
            : strings.text(.settingsDirectionLeftToRight)
        let offline = viewModel.toolLanguagesAvailableOffline
        return [
            "  " + strings.text(.settingsAppLanguage, ["language": language.nameInBothLanguages]),
            "  " + direction,
            "  "
                + (offline.isEmpty
                    ? strings.text(.settingsOfflineToolLanguagesNone)
                    : strings.text(.settingsOfflineToolLanguages, ["languages": offline.joined(separator: ", ")])),
            strings.plural(.settingsAvailable, count: settings.availableAppLanguagesCount),
            strings.text(.settingsDownloadsHint),
        ]
    }
}
