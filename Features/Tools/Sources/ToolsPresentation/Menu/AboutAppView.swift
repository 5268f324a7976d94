import Localization
import ReplKit

/// Text view of About: what GodTools is, the app's version, and the terms of use and
/// privacy policy as addresses (shown, never opened).
@MainActor
public final class AboutAppView: ReplScreen {
    public let viewModel: AboutAppViewModel
    private let strings: Localizer<ToolsDashboardStringKey>

    public init(viewModel: AboutAppViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsDashboardStrings.localizer(currentAppLanguage)
    }

    public let routeName = "about"
    public var title: String { strings.text(.aboutTitle) }
    public var commands: [ReplCommand] { [] }

    public func appear() async {
        viewModel.screenAppeared()
    }

    public func render() -> [String] {
        guard let about = viewModel.about else { return [] }
        return [
            "  " + strings.text(.aboutSummary),
            "  " + strings.text(.aboutVersion, ["version": about.version]),
            "  " + strings.text(.aboutTerms, ["address": about.termsOfUseAddress]),
            "  " + strings.text(.aboutPrivacy, ["address": about.privacyPolicyAddress]),
            strings.text(.aboutHint),
        ]
    }
}
