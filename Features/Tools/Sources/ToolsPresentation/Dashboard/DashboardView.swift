import Localization
import ReplKit

/// Text view of GodTools' dashboard: the tab bar, then the tab shown (Lessons, Favorites or
/// Tools), whose commands work here as on their own screens, and `tab` to switch. The first
/// time it opens where the introduction is available, the introduction shows instead until
/// it is gone through or skipped.
@MainActor
public final class DashboardView: ReplScreen {
    public let viewModel: DashboardViewModel
    private let tabs: [DashboardTab: any ReplScreen]
    private let onboarding: OnboardingTutorialView
    private let strings: Localizer<ToolsDashboardStringKey>

    /// `tabs` holds the screen of every tab.
    public init(
        viewModel: DashboardViewModel, tabs: [DashboardTab: any ReplScreen], onboarding: OnboardingTutorialView,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.viewModel = viewModel
        self.tabs = tabs
        self.onboarding = onboarding
        strings = ToolsDashboardStrings.localizer(currentAppLanguage)
    }

    /// The screen of the tab shown.
    public var selectedScreen: (any ReplScreen)? { tabs[viewModel.selectedTab] }

    public var routeName: String {
        viewModel.isShowingOnboarding ? onboarding.routeName : (selectedScreen?.routeName ?? "dashboard")
    }

    /// The screen shown in the dashboard's place: the introduction, or the tab's screen
    /// (`LessonsListView`), whose commands the dashboard takes with `tab`.
    public var screenName: String {
        viewModel.isShowingOnboarding ? onboarding.screenName : (selectedScreen?.screenName ?? String(describing: Self.self))
    }

    public var title: String {
        viewModel.isShowingOnboarding ? onboarding.title : (selectedScreen?.title ?? strings.text(.tabFavorites))
    }

    public var commands: [ReplCommand] {
        guard !viewModel.isShowingOnboarding else { return onboarding.commands.map(leavingOnboardingWhenDone) }
        let tabCommands = selectedScreen?.commands ?? []
        return [tabCommand] + tabCommands + (tabCommands.contains { $0.name == "refresh" } ? [] : refreshThroughToolsTab)
    }

    public func appear() async {
        await viewModel.screenAppeared()
        if viewModel.isShowingOnboarding {
            await onboarding.appear()
        } else {
            await selectedScreen?.appear()
        }
    }

    public func render() -> [String] {
        guard !viewModel.isShowingOnboarding else { return onboarding.render() }
        let names = viewModel.tabs.map { tab in
            tab == viewModel.selectedTab ? "[" + name(of: tab) + "]" : name(of: tab)
        }
        return ["  " + strings.text(.dashboardTabs, ["tabs": names.joined(separator: " · ")])] + (selectedScreen?.render() ?? [])
    }

    /// `tab`, naming only the tabs shown; a tab that is not there now (Lessons, toggled off) says so.
    private var tabCommand: ReplCommand {
        let withLessons = viewModel.tabs.contains(.lessons)
        return ReplCommand(
            name: "tab", usage: strings.text(withLessons ? .commandTabUsage : .commandTabUsageNoLessons),
            summary: strings.text(withLessons ? .commandTabSummary : .commandTabSummaryNoLessons), arguments: .one
        ) { [unowned self] words in
            let word = words[0].lowercased()
            guard
                let tab = DashboardTab(rawValue: word)
                    ?? DashboardTab.allCases.first(where: { name(of: $0).lowercased() == word })
            else {
                let unknown: ToolsDashboardStringKey =
                    viewModel.tabs.contains(.lessons) ? .errorUnknownTab : .errorUnknownTabNoLessons
                return .failure(strings.text(unknown, ["name": words[0]]))
            }
            guard viewModel.tabTapped(tab) else { return .failure(strings.text(.lessonsUnavailable)) }
            await selectedScreen?.appear()
            return .render
        }
    }

    /// On a tab with no `refresh` of its own: the Tools tab's, then the tab shown loads again
    /// (an offline Favorites tab says to type refresh).
    private var refreshThroughToolsTab: [ReplCommand] {
        guard let refresh = tabs[.tools]?.commands.first(where: { $0.name == "refresh" }) else { return [] }
        return [
            ReplCommand(name: refresh.name, summary: refresh.summary) { [unowned self] words in
                let outcome = await refresh.action(words)
                await selectedScreen?.appear()
                if case .message(let message) = outcome { return .messageThenRender(message) }
                return outcome
            }
        ]
    }

    /// An introduction command that, once the introduction ends, shows the tab it opened on.
    private func leavingOnboardingWhenDone(_ command: ReplCommand) -> ReplCommand {
        ReplCommand(
            name: command.name, aliases: command.aliases, usage: command.usage, summary: command.summary,
            arguments: command.arguments, isListed: command.isListed
        ) { [unowned self] words in
            let outcome = await command.action(words)
            guard onboarding.viewModel.isFinished else { return outcome }
            viewModel.onboardingFinished()
            await selectedScreen?.appear()
            if case .message(let message) = outcome { return .messageThenRender(message) }
            return .render
        }
    }

    private func name(of tab: DashboardTab) -> String {
        switch tab {
        case .lessons: strings.text(.tabLessons)
        case .favorites: strings.text(.tabFavorites)
        case .tools: strings.text(.tabTools)
        }
    }
}
