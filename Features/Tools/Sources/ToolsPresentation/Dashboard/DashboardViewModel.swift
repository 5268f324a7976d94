import Observation
import ToolsDomain

/// The dashboard: which tab is shown, and whether GodTools' introduction comes first (the
/// first time the dashboard opens, where the introduction is available). The Lessons tab is
/// there only while the `dashboardLessons` toggle is on; without it, Favorites shows in its place.
@MainActor
@Observable
public final class DashboardViewModel {
    public private(set) var isShowingOnboarding = false
    private var chosenTab: DashboardTab

    @ObservationIgnored private var hasCheckedOnboarding = false
    @ObservationIgnored private let getOnboardingTutorialIsAvailableUseCase: GetOnboardingTutorialIsAvailableUseCase
    @ObservationIgnored private let toggles: ToolsTogglesReading

    public init(
        startTab: DashboardTab, getOnboardingTutorialIsAvailableUseCase: GetOnboardingTutorialIsAvailableUseCase,
        toggles: @escaping ToolsTogglesReading = { .allOn }
    ) {
        chosenTab = startTab
        self.getOnboardingTutorialIsAvailableUseCase = getOnboardingTutorialIsAvailableUseCase
        self.toggles = toggles
    }

    /// The tabs shown now, in GodTools' order.
    public var tabs: [DashboardTab] {
        toggles().dashboardLessons ? DashboardTab.allCases : DashboardTab.allCases.filter { $0 != .lessons }
    }

    /// The tab shown: the one chosen, or Favorites while the one chosen is not there.
    public var selectedTab: DashboardTab {
        tabs.contains(chosenTab) ? chosenTab : .favorites
    }

    /// The first time the dashboard shows, asks whether the introduction comes first.
    public func screenAppeared() async {
        guard !hasCheckedOnboarding else { return }
        hasCheckedOnboarding = true
        isShowingOnboarding = await getOnboardingTutorialIsAvailableUseCase.execute()
    }

    /// Shows `tab`; false, and nothing changes, when it is not there now.
    @discardableResult
    public func tabTapped(_ tab: DashboardTab) -> Bool {
        guard tabs.contains(tab) else { return false }
        chosenTab = tab
        return true
    }

    /// The introduction was gone through or skipped: the tabs show.
    public func onboardingFinished() {
        isShowingOnboarding = false
    }
}
