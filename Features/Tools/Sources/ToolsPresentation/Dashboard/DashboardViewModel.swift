import Observation
import ToolsDomain

/// The dashboard: which tab is shown, and whether GodTools' introduction comes first (the
/// first time the dashboard opens, where the introduction is available).
@MainActor
@Observable
public final class DashboardViewModel {
    public private(set) var selectedTab: DashboardTab
    public private(set) var isShowingOnboarding = false

    @ObservationIgnored private var hasCheckedOnboarding = false
    @ObservationIgnored private let getOnboardingTutorialIsAvailableUseCase: GetOnboardingTutorialIsAvailableUseCase

    public init(startTab: DashboardTab, getOnboardingTutorialIsAvailableUseCase: GetOnboardingTutorialIsAvailableUseCase) {
        selectedTab = startTab
        self.getOnboardingTutorialIsAvailableUseCase = getOnboardingTutorialIsAvailableUseCase
    }

    /// The first time the dashboard shows, asks whether the introduction comes first.
    public func screenAppeared() async {
        guard !hasCheckedOnboarding else { return }
        hasCheckedOnboarding = true
        isShowingOnboarding = await getOnboardingTutorialIsAvailableUseCase.execute()
    }

    public func tabTapped(_ tab: DashboardTab) {
        selectedTab = tab
    }

    /// The introduction was gone through or skipped: the tabs show.
    public func onboardingFinished() {
        isShowingOnboarding = false
    }
}
