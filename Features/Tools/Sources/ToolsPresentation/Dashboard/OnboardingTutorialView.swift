import Localization
import ReplKit

/// Text view of GodTools' introduction: one page at a time with where it stands
/// ("Page 2 of 4"), `next`, `prev` and `skip`.
@MainActor
public final class OnboardingTutorialView: ReplScreen {
    public let viewModel: OnboardingTutorialViewModel
    private let strings: Localizer<ToolsDashboardStringKey>

    /// Each page's title and text, in order.
    static let pages: [(title: ToolsDashboardStringKey, body: ToolsDashboardStringKey)] = [
        (.onboardingPage1Title, .onboardingPage1Body), (.onboardingPage2Title, .onboardingPage2Body),
        (.onboardingPage3Title, .onboardingPage3Body), (.onboardingPage4Title, .onboardingPage4Body),
    ]

    public init(viewModel: OnboardingTutorialViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsDashboardStrings.localizer(currentAppLanguage)
    }

    public let routeName = "onboarding"
    public var title: String { strings.text(.onboardingTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "next", summary: strings.text(.commandNextSummary)) { [unowned self] _ in
                outcome(await viewModel.nextTapped())
            },
            ReplCommand(name: "prev", summary: strings.text(.commandPrevSummary)) { [unowned self] _ in
                viewModel.prevTapped() ? .render : .failure(strings.text(.onboardingFirstPage))
            },
            ReplCommand(name: "skip", summary: strings.text(.commandSkipSummary)) { [unowned self] _ in
                outcome(await viewModel.skipTapped())
            },
        ]
    }

    public func appear() async {
        viewModel.screenAppeared()
    }

    public func render() -> [String] {
        let index = min(viewModel.pageIndex, Self.pages.count - 1)
        let page = Self.pages[index]
        let progress = strings.text(
            .onboardingProgress, ["page": String(index + 1), "count": String(OnboardingTutorialViewModel.pageCount)])
        return [
            "  " + progress + " · " + strings.text(page.title),
            "  " + strings.text(page.body),
            strings.text(viewModel.isOnLastPage ? .onboardingLastHint : .onboardingHint),
        ]
    }

    /// A page turned renders; the end of the introduction leaves it to whatever comes next.
    private func outcome(_ notice: OnboardingNotice?) -> ReplOutcome {
        switch notice {
        case .couldNotSave: return .message(strings.text(.onboardingCouldNotSave))
        case nil: return viewModel.isFinished ? .silent : .render
        }
    }
}
