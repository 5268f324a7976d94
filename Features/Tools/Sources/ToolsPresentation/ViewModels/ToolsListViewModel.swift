import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The tools list: the Tool Spotlight, then the tools under the category and language
/// filters; favorites toggled from a row; the filters and a refresh from the source.
@MainActor
@Observable
public final class ToolsListViewModel {
    public private(set) var state: ScreenState<ToolsListDomainModel, ToolsFailure> = .loading

    @ObservationIgnored private let viewToolsUseCase: ViewToolsUseCase
    @ObservationIgnored private let toggleToolFavoritedUseCase: ToggleToolFavoritedUseCase
    @ObservationIgnored private let refreshToolsUseCase: RefreshToolsUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    /// Keeps a tool favorited here available offline (frees it when unfavorited).
    @ObservationIgnored private let offlineFavoriteKeeper: OfflineFavoriteKeeper?
    /// Brings downloaded languages up to date after `refresh`.
    @ObservationIgnored private let languagesUpdater: DownloadedLanguagesUpdater?

    public init(
        viewToolsUseCase: ViewToolsUseCase, toggleToolFavoritedUseCase: ToggleToolFavoritedUseCase,
        refreshToolsUseCase: RefreshToolsUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        analytics: AnalyticsTracker = .disabled, offlineFavoriteKeeper: OfflineFavoriteKeeper? = nil,
        languagesUpdater: DownloadedLanguagesUpdater? = nil
    ) {
        self.offlineFavoriteKeeper = offlineFavoriteKeeper
        self.languagesUpdater = languagesUpdater
        self.viewToolsUseCase = viewToolsUseCase
        self.toggleToolFavoritedUseCase = toggleToolFavoritedUseCase
        self.refreshToolsUseCase = refreshToolsUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    /// The rows on screen, in their numbered order.
    public var visibleTools: [ToolSummaryDomainModel] {
        state.loadedContent?.rows ?? []
    }

    public func screenAppeared() async {
        analytics.track(ToolsAnalyticsEvent.toolsViewed)
        await load()
    }

    public func toolTapped(id: String) {
        flowStepEmitter.emit(.toolTappedFromTools(id: id))
    }

    public func categoryFilterTapped() {
        flowStepEmitter.emit(.categoryFilterTappedFromTools)
    }

    public func languageFilterTapped() {
        flowStepEmitter.emit(.languageFilterTappedFromTools)
    }

    /// Reads the tools again from their source.
    public func refreshTapped() async -> ToolsNotice {
        let notice: ToolsNotice
        do {
            notice = try await refreshToolsUseCase.execute() == .refreshed ? .refreshed : .refreshedOffline
        } catch {
            state = .failure(ToolsFailure(error))
            return .failed(ToolsFailure(error))
        }
        await load()
        if let updates = await languagesUpdater?.refreshed() { return .withLanguageUpdates(notice, updates) }
        return notice
    }

    /// Favorites or unfavorites `tool`, unless it is so already.
    public func favoriteToggled(tool: ToolSummaryDomainModel, isFavorite: Bool) async -> ToolsNotice {
        if tool.isFavorite == isFavorite {
            return isFavorite ? .alreadyFavorite(name: tool.name) : .notFavorite(name: tool.name)
        }
        do {
            try await toggleToolFavoritedUseCase.execute(toolId: tool.id, isFavorite: isFavorite)
        } catch {
            return .failed(ToolsFailure(error))
        }
        analytics.track(isFavorite ? ToolsAnalyticsEvent.favorited(code: tool.code) : .unfavorited(code: tool.code))
        await load()
        return await offlineFavoriteKeeper?.notice(afterSetting: isFavorite, toolId: tool.id, name: tool.name)
            ?? (isFavorite ? .favorited(name: tool.name) : .unfavorited(name: tool.name))
    }

    private func load() async {
        do {
            state = .loaded(try await viewToolsUseCase.execute(), isEmpty: \.rows.isEmpty)
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }
}
