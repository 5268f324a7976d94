import Analytics
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
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        toolId: String, viewToolDetailsUseCase: ViewToolDetailsUseCase, toggleToolFavoritedUseCase: ToggleToolFavoritedUseCase,
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>, analytics: AnalyticsTracker = .disabled
    ) {
        self.toolId = toolId
        self.viewToolDetailsUseCase = viewToolDetailsUseCase
        self.toggleToolFavoritedUseCase = toggleToolFavoritedUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    public func screenAppeared() async {
        await load()
        if let tool = state.loadedContent { analytics.track(ToolsAnalyticsEvent.toolDetailsViewed(code: tool.code)) }
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
        analytics.track(isFavorite ? ToolsAnalyticsEvent.favorited(code: tool.code) : .unfavorited(code: tool.code))
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
