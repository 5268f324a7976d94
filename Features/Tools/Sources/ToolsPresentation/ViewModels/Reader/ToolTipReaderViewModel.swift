import Observation
import ToolsDomain

/// The training tips of a tool being read: whether they are shown (the tool's setting), the
/// tips a page lists, and the tip open over the page, read as its own short pages. A tip
/// opened is remembered as seen.
@MainActor
@Observable
public final class ToolTipReaderViewModel {
    /// Whether training tips are shown, and the tips opened so far.
    public private(set) var trainingTips = ToolTrainingTipsDomainModel(isOn: false)
    /// The tip open over the page, and its page shown.
    public private(set) var position: ToolTipReadingPosition?

    @ObservationIgnored private let toolId: String
    @ObservationIgnored private let opened: OpenedTool
    @ObservationIgnored private let languages: ParallelLanguageSwitch
    @ObservationIgnored private let viewToolTrainingTipsUseCase: ViewToolTrainingTipsUseCase
    @ObservationIgnored private let openToolTipUseCase: OpenToolTipUseCase

    public init(
        toolId: String, opened: OpenedTool, languages: ParallelLanguageSwitch,
        viewToolTrainingTipsUseCase: ViewToolTrainingTipsUseCase, openToolTipUseCase: OpenToolTipUseCase
    ) {
        self.toolId = toolId
        self.opened = opened
        self.languages = languages
        self.viewToolTrainingTipsUseCase = viewToolTrainingTipsUseCase
        self.openToolTipUseCase = openToolTipUseCase
    }

    /// The tip open, in the language shown.
    public var shownTip: ToolTipDomainModel? {
        guard let position else { return nil }
        return languages.shown(of: opened.tool)?.tips.first { $0.id == position.tipId }
    }

    /// The content of the tip's page shown.
    public var shownBlocks: [ToolPageBlockDomainModel] {
        guard let position, let tip = shownTip else { return [] }
        return position.blocks(of: tip)
    }

    /// The tips `shown` refers to, numbered from 1 in this order for `tip`: none while tips
    /// are off or a tip is open.
    public func listedTipIds(on shown: ToolPageShown?) -> [String] {
        guard trainingTips.isOn, shownTip == nil, let shown, let translation = languages.shown(of: opened.tool) else {
            return []
        }
        return shown.tipIds(among: translation.tips)
    }

    /// The tool was opened or read again: whether tips are shown now (a tip open closes when they are not).
    func toolRead() async {
        trainingTips =
            (try? await viewToolTrainingTipsUseCase.execute(toolId: toolId)) ?? ToolTrainingTipsDomainModel(isOn: false)
        if !trainingTips.isOn { position = nil }
    }

    /// `tip <n>`: tip `number` of those `listed`, open at its first page and remembered as seen.
    public func tipTapped(_ number: Int, listed ids: [String]) async -> ToolsNotice? {
        guard trainingTips.isOn else { return .trainingTipsOff }
        guard ids.indices.contains(number - 1) else { return .noSuchTip(tip: number, tips: ids.count) }
        opened.inputTaken()
        position = ToolTipReadingPosition(tipId: ids[number - 1])
        do {
            trainingTips = try await openToolTipUseCase.execute(toolId: toolId, tipId: ids[number - 1])
        } catch {
            return .failed(ToolsFailure(error))
        }
        return nil
    }

    /// `next` on a tip open: its next page.
    public func nextTapped() -> ToolsNotice? {
        guard let tip = shownTip, let next = position?.next(in: tip) else { return .onLastPage }
        position = next
        return opened.taking(nil)
    }

    /// `prev` on a tip open: its page before.
    public func previousTapped() -> ToolsNotice? {
        guard let previous = position?.previous() else { return .onFirstPage }
        position = previous
        return opened.taking(nil)
    }

    /// Closes the tip open; `false` when none is.
    @discardableResult
    func close() -> Bool {
        guard position != nil else { return false }
        position = nil
        return true
    }
}
