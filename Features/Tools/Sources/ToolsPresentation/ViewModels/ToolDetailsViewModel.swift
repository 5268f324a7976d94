import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// One tool's details, its favorite toggle, the way to read it or set its languages, and
/// its versions when it belongs to a metatool (choosing one shows that version's details).
@MainActor
@Observable
public final class ToolDetailsViewModel {
    public private(set) var state: ScreenState<ToolDetailsDomainModel, ToolsFailure> = .loading
    public private(set) var toolId: String
    /// Whether the tool's manifest has training tips: `nil` until asked, which happens only
    /// while learn to share is on.
    private var hasTrainingTips: Bool?

    @ObservationIgnored private let viewToolDetailsUseCase: ViewToolDetailsUseCase
    @ObservationIgnored private let toggleToolFavoritedUseCase: ToggleToolFavoritedUseCase
    @ObservationIgnored private let chooseToolVersionUseCase: ChooseToolVersionUseCase
    @ObservationIgnored private let shareToolUseCase: ShareToolUseCase
    @ObservationIgnored private let viewLearnToShareToolUseCase: ViewLearnToShareToolUseCase
    @ObservationIgnored private let learnToShareToolUseCase: LearnToShareToolUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    /// Keeps the tool available offline once favorited here (frees it when unfavorited).
    @ObservationIgnored private let offlineFavoriteKeeper: OfflineFavoriteKeeper?
    @ObservationIgnored private let toggles: ToolsTogglesReading

    public init(
        toolId: String, viewToolDetailsUseCase: ViewToolDetailsUseCase, toggleToolFavoritedUseCase: ToggleToolFavoritedUseCase,
        chooseToolVersionUseCase: ChooseToolVersionUseCase, shareToolUseCase: ShareToolUseCase,
        viewLearnToShareToolUseCase: ViewLearnToShareToolUseCase, learnToShareToolUseCase: LearnToShareToolUseCase,
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        analytics: AnalyticsTracker = .disabled, offlineFavoriteKeeper: OfflineFavoriteKeeper? = nil,
        toggles: @escaping ToolsTogglesReading = { .allOn }
    ) {
        self.toggles = toggles
        self.offlineFavoriteKeeper = offlineFavoriteKeeper
        self.toolId = toolId
        self.viewToolDetailsUseCase = viewToolDetailsUseCase
        self.toggleToolFavoritedUseCase = toggleToolFavoritedUseCase
        self.chooseToolVersionUseCase = chooseToolVersionUseCase
        self.shareToolUseCase = shareToolUseCase
        self.viewLearnToShareToolUseCase = viewLearnToShareToolUseCase
        self.learnToShareToolUseCase = learnToShareToolUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    /// Whether learn to share is part of the app now (the `learnToShare` toggle): off, `learn`
    /// and its line are gone.
    public var isLearnToShareOn: Bool { toggles().learnToShare }

    /// Whether "Learn to share this tool" is offered: learn to share is on and the tool's
    /// manifest has training tips.
    public var offersLearnToShare: Bool { isLearnToShareOn && hasTrainingTips == true }

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
        return await offlineFavoriteKeeper?.notice(afterSetting: isFavorite, toolId: toolId, name: tool.name)
            ?? (isFavorite ? .favorited(name: tool.name) : .unfavorited(name: tool.name))
    }

    /// `version <n>`: that version becomes the one the tools list and Favorites open, and its details show.
    public func versionTapped(_ number: Int) async -> ToolsNotice {
        let versions = state.loadedContent?.versions ?? []
        guard versions.indices.contains(number - 1) else { return .noSuchVersion(version: number, versions: versions.count) }
        let version = versions[number - 1]
        do {
            try await chooseToolVersionUseCase.execute(toolId: version.id)
        } catch {
            return .failed(ToolsFailure(error))
        }
        toolId = version.id
        await load()
        return .versionChosen(name: version.name)
    }

    /// `learn`: the tool opens with its training tips on; says whether to show the tutorial
    /// first (the first three times), or why not.
    public func learnToShareTapped() async -> Result<Bool, ToolsFailure> {
        // Turned on since the details loaded: the manifest was not asked yet.
        if isLearnToShareOn, hasTrainingTips == nil {
            hasTrainingTips = await viewLearnToShareToolUseCase.execute(toolId: toolId)
        }
        guard offersLearnToShare else { return .failure(.toolNotFound(id: toolId)) }
        do {
            let showsTutorial = try await learnToShareToolUseCase.execute(toolId: toolId)
            flowStepEmitter.emit(.learnToShareToolTappedFromToolDetails(id: toolId))
            return .success(showsTutorial)
        } catch {
            return .failure(ToolsFailure(error))
        }
    }

    /// `share`: the tool's public link in its chosen languages.
    public func shareTapped() async -> ToolsNotice {
        do {
            return .shareLink(url: try await shareToolUseCase.execute(toolId: toolId).url)
        } catch {
            return .failed(ToolsFailure(error))
        }
    }

    private func load() async {
        do {
            state = .content(try await viewToolDetailsUseCase.execute(toolId: toolId))
            hasTrainingTips = isLearnToShareOn ? await viewLearnToShareToolUseCase.execute(toolId: toolId) : nil
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }
}
