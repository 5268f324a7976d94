import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The dashboard's Favorites tab: a welcome, the featured lesson (while the `dashboardLessons`
/// toggle is on) and the first favorites, numbered on through both; "View all" for every favorite.
@MainActor
@Observable
public final class DashboardFavoritesViewModel {
    public private(set) var state: ScreenState<DashboardFavoritesDomainModel, ToolsFailure> = .loading

    @ObservationIgnored private let viewDashboardFavoritesUseCase: ViewDashboardFavoritesUseCase
    @ObservationIgnored private let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    @ObservationIgnored private let toggles: ToolsTogglesReading

    public init(
        viewDashboardFavoritesUseCase: ViewDashboardFavoritesUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        analytics: AnalyticsTracker = .disabled, toggles: @escaping ToolsTogglesReading = { .allOn }
    ) {
        self.viewDashboardFavoritesUseCase = viewDashboardFavoritesUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
        self.toggles = toggles
    }

    /// Whether lessons show on the dashboard now.
    public var showsLessons: Bool { toggles().dashboardLessons }

    /// The featured lesson shown: none while lessons are off the dashboard.
    public var featuredLesson: LessonSummaryDomainModel? {
        showsLessons ? state.loadedContent?.featuredLesson : nil
    }

    /// What the tab lists, in its numbered order: the featured lesson first, then the favorites.
    public var visibleItems: [DashboardFavoritesItem] {
        guard let content = state.loadedContent else { return [] }
        return (featuredLesson.map { [.lesson($0)] } ?? []) + content.topFavorites.map { .tool($0) }
    }

    public func screenAppeared() async {
        analytics.track(ToolsDashboardAnalyticsEvent.favoritesTabViewed)
        do {
            state = .loaded(try await viewDashboardFavoritesUseCase.execute(), isEmpty: \.topFavorites.isEmpty)
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }

    public func itemTapped(_ item: DashboardFavoritesItem) {
        switch item {
        case .lesson(let lesson): flowStepEmitter.emit(.lessonTappedFromDashboardFavorites(id: lesson.id))
        case .tool(let tool): flowStepEmitter.emit(.toolTappedFromFavorites(id: tool.id))
        }
    }

    public func viewAllTapped() {
        flowStepEmitter.emit(.viewAllFavoritesTappedFromDashboard)
    }
}

/// A row of the Favorites tab: the featured lesson or a favorite tool.
public enum DashboardFavoritesItem: Equatable, Sendable {
    case lesson(LessonSummaryDomainModel)
    case tool(ToolSummaryDomainModel)

    /// How a person names it in commands: its short code.
    public var code: String {
        switch self {
        case .lesson(let lesson): lesson.code
        case .tool(let tool): tool.code
        }
    }
}
