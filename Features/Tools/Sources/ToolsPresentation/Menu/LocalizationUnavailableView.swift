import Localization
import ReplKit

/// Text view of the menu's localization row in a build with no country setting: it says so.
@MainActor
public final class LocalizationUnavailableView: ReplScreen {
    public let viewModel: LocalizationUnavailableViewModel
    private let strings: Localizer<ToolsDashboardStringKey>

    public init(viewModel: LocalizationUnavailableViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsDashboardStrings.localizer(currentAppLanguage)
    }

    public let routeName = "localization"
    public var title: String { strings.text(.localizationTitle) }
    public var commands: [ReplCommand] { [] }

    public func appear() async {
        viewModel.screenAppeared()
    }

    public func render() -> [String] {
        ["  " + strings.text(.localizationUnavailable)]
    }
}
