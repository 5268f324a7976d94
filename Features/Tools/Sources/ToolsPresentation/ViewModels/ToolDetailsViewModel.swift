import Navigation
import Observation
import ReplKit
import ToolsDomain

/// One tool's details, its favorite toggle, and the way to read it or set its languages.
@MainActor
@Observable
public final class ToolDetailsViewModel {
    public private(set) var state: ScreenState<ToolDetailsDomainModel, ToolsFailure> = .loading
    public let toolId: String

    @ObservationIgnored private let viewToolDetailsUseCase: ViewToolDetailsUseCase
    @ObservationIgnored private let toggleToolFavoritedUseCase: ToggleToolFavoritedUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    public init(
        toolId: String, viewToolDetailsUseCase: ViewToolDetailsUseCase, toggleToolFavoritedUseCase: ToggleToolFavoritedUseCase,
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) {
        self.toolId = toolId
        self.viewToolDetailsUseCase = viewToolDetailsUseCase
        self.toggleToolFavoritedUseCase = toggleToolFavoritedUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public func screenAppeared() async {
        await load()
    }

    public func readTapped() {
        flowStepEmitter.emit(.openToolTappedFromToolDetails(id: toolId))
    }

    public func settingsTapped() {
        flowStepEmitter.emit(.toolSettingsTappedFromToolDetails(id: toolId))
    }

    public func favoriteToggled(isFavorite: Bool) async -> ToolsNotice {
        guard let tool = state.loadedContent else { return .failed(.couldNotLoad) }
        if tool.isFavorite == isFavorite {
            return isFavorite ? .alreadyFavorite(name: tool.name) : .notFavorite(name: tool.name)
        }
        do {
            try await toggleToolFavoritedUseCase.execute(toolId: toolId, isFavorite: isFavorite)
        } catch {
            return .failed(ToolsFailure(error))
        }
        await load()
        return isFavorite ? .favorited(name: tool.name) : .unfavorited(name: tool.name)
    }

    private func load() async {
        do {
            state = .content(try await viewToolDetailsUseCase.execute(toolId: toolId))
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }
}
