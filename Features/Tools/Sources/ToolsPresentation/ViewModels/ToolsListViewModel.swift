import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The tools list: the Tool Spotlight, then every tool; favorites toggled from a row.
@MainActor
@Observable
public final class ToolsListViewModel {
    public private(set) var state: ScreenState<ToolsListDomainModel, ToolsFailure> = .loading

    @ObservationIgnored private let viewToolsUseCase: ViewToolsUseCase
    @ObservationIgnored private let toggleToolFavoritedUseCase: ToggleToolFavoritedUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    public init(
        viewToolsUseCase: ViewToolsUseCase, toggleToolFavoritedUseCase: ToggleToolFavoritedUseCase,
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) {
        self.viewToolsUseCase = viewToolsUseCase
        self.toggleToolFavoritedUseCase = toggleToolFavoritedUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    /// The rows on screen, in their numbered order.
    public var visibleTools: [ToolSummaryDomainModel] {
        state.loadedContent?.rows ?? []
    }

    public func screenAppeared() async {
        await load()
    }

    public func toolTapped(id: String) {
        flowStepEmitter.emit(.toolTappedFromTools(id: id))
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
        await load()
        return isFavorite ? .favorited(name: tool.name) : .unfavorited(name: tool.name)
    }

    private func load() async {
        do {
            state = .loaded(try await viewToolsUseCase.execute(), isEmpty: \.rows.isEmpty)
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }
}
