import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The Favorites screen: favorites by position, reordering, and removal after a yes.
@MainActor
@Observable
public final class FavoriteToolsViewModel {
    public private(set) var state: ScreenState<[ToolSummaryDomainModel], ToolsFailure> = .loading
    /// The favorite waiting for a yes or no before it is removed.
    public private(set) var pendingRemoval: ToolSummaryDomainModel?

    @ObservationIgnored private let viewFavoriteToolsUseCase: ViewFavoriteToolsUseCase
    @ObservationIgnored private let reorderFavoriteToolsUseCase: ReorderFavoriteToolsUseCase
    @ObservationIgnored private let removeFavoriteToolUseCase: RemoveFavoriteToolUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    /// Frees what only a removed favorite needed.
    @ObservationIgnored private let offlineFavoriteKeeper: OfflineFavoriteKeeper?

    public init(
        viewFavoriteToolsUseCase: ViewFavoriteToolsUseCase, reorderFavoriteToolsUseCase: ReorderFavoriteToolsUseCase,
        removeFavoriteToolUseCase: RemoveFavoriteToolUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        analytics: AnalyticsTracker = .disabled, offlineFavoriteKeeper: OfflineFavoriteKeeper? = nil
    ) {
        self.offlineFavoriteKeeper = offlineFavoriteKeeper
        self.viewFavoriteToolsUseCase = viewFavoriteToolsUseCase
        self.reorderFavoriteToolsUseCase = reorderFavoriteToolsUseCase
        self.removeFavoriteToolUseCase = removeFavoriteToolUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    public var visibleTools: [ToolSummaryDomainModel] {
        state.loadedContent ?? []
    }

    public func screenAppeared() async {
        analytics.track(ToolsAnalyticsEvent.favoritesViewed)
        pendingRemoval = nil
        do {
            show(try await viewFavoriteToolsUseCase.execute())
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }

    public func toolTapped(id: String) {
        flowStepEmitter.emit(.toolTappedFromFavorites(id: id))
    }

    /// Moves the favorite at `from` to `to` (0-based, as picked on screen).
    public func moveTapped(from: Int, to: Int) async -> ToolsNotice {
        guard visibleTools.indices.contains(from), visibleTools.indices.contains(to) else { return .failed(.couldNotSave) }
        let name = visibleTools[from].name
        do {
            show(try await reorderFavoriteToolsUseCase.execute(from: from, to: to))
        } catch {
            return .failed(ToolsFailure(error))
        }
        return .moved(name: name, position: to + 1)
    }

    /// Asks before removing `tool`.
    public func removeTapped(tool: ToolSummaryDomainModel) -> ToolsNotice {
        pendingRemoval = tool
        return .confirmRemoval(name: tool.name)
    }

    public func removalConfirmed() async -> ToolsNotice {
        guard let tool = pendingRemoval else { return .nothingToConfirm }
        pendingRemoval = nil
        do {
            show(try await removeFavoriteToolUseCase.execute(toolId: tool.id))
        } catch {
            return .failed(ToolsFailure(error))
        }
        analytics.track(ToolsAnalyticsEvent.unfavorited(code: tool.code))
        await offlineFavoriteKeeper?.unfavorited(toolId: tool.id)
        return .removed(name: tool.name)
    }

    public func removalCancelled() -> ToolsNotice {
        guard let tool = pendingRemoval else { return .nothingToConfirm }
        pendingRemoval = nil
        return .kept(name: tool.name)
    }

    private func show(_ tools: [ToolSummaryDomainModel]) {
        state = .loaded(tools)
    }
}
