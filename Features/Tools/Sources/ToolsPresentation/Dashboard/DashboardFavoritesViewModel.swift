import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The dashboard's Favorites tab: a welcome, the featured lesson and the first favorites,
/// numbered on through both; "View all" for every favorite.
@MainActor
@Observable
public final class DashboardFavoritesViewModel {
    public private(set) var state: ScreenState<DashboardFavoritesDomainModel, ToolsFailure> = .loading

    @ObservationIgnored private let viewDashboardFavoritesUseCase: ViewDashboardFavoritesUseCase
    @ObservationIgnored private let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        viewDashboardFavoritesUseCase: ViewDashboardFavoritesUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        analytics: AnalyticsTracker = .disabled
    ) {
        self.viewDashboardFavoritesUseCase = viewDashboardFavoritesUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    /// What the tab lists, in its numbered order: the featured lesson first, then the favorites.
    public var visibleItems: [DashboardFavoritesItem] {
        guard let content = state.loadedContent else { return [] }
        return (content.featuredLesson.map { [.lesson($0)] } ?? []) + content.topFavorites.map { .tool($0) }
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
