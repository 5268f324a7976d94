import Navigation
import ReplKit
import ToolsDomain
import ToolsPresentation

/// The reader screen and the reader each kind of tool needs: a tract's, a
/// choose-your-own-adventure's or an article tool's, sharing the tool opened, the language
/// shown and the training tips.
extension ToolsDiContainer {
    /// The reader of the tool, opening at `startPage` (1-based) and in `linkLanguages` when a link gives them.
    @MainActor
    public func makeToolReaderView(
        toolId: String, startPage: Int? = nil, linkLanguages: ToolLinkLanguagesDomainModel? = nil,
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) -> ToolReaderView {
        let sharing = ToolSharing(toolId: toolId, shareToolUseCase: domainLayer.getShareToolUseCase())
        let viewModel = ToolReaderViewModel(
            toolId: toolId, startPage: startPage, linkLanguages: linkLanguages,
            openToolUseCase: domainLayer.getOpenToolUseCase(),
            readToolInChosenLanguagesUseCase: domainLayer.getReadToolInChosenLanguagesUseCase(), sharing: sharing,
            flowStepEmitter: flowStepEmitter, analytics: analytics,
            downloadProgressChanged: ToolsDownloadProgressText.reader(currentAppLanguage: currentAppLanguage, progress: progress)
        )
        return ToolReaderView(viewModel: viewModel, currentAppLanguage: currentAppLanguage, progress: progress) {
            [self] kind in
            makeToolKindReaderView(kind, reading: viewModel, sharing: sharing)
        }
    }

    /// The reader `kind` needs, over the tool `reading` opens.
    @MainActor
    func makeToolKindReaderView(_ kind: ToolKindDomainModel, reading: ToolReaderViewModel, sharing: ToolSharing)
        -> any ToolKindReaderView
    {
        let tips = ToolTipReaderViewModel(
            toolId: reading.toolId, opened: reading.opened, languages: reading.languages,
            viewToolTrainingTipsUseCase: domainLayer.getViewToolTrainingTipsUseCase(),
            openToolTipUseCase: domainLayer.getOpenToolTipUseCase())
        let parts = ToolReaderParts(
            opened: reading.opened, languages: reading.languages, tips: tips, sharing: sharing,
            flowStepEmitter: reading.flowStepEmitter)
        switch kind {
        case .tract:
            return TractReaderView(viewModel: TractReaderViewModel(parts: parts), currentAppLanguage: currentAppLanguage)
        case .chooseYourOwnAdventure:
            let viewModel = AdventureReaderViewModel(
                parts: parts, keepToolPathUseCase: domainLayer.getKeepToolPathUseCase(),
                resumeToolPathUseCase: domainLayer.getResumeToolPathUseCase())
            return AdventureReaderView(viewModel: viewModel, currentAppLanguage: currentAppLanguage)
        case .articles:
            let viewModel = ArticleReaderViewModel(parts: parts)
            return ArticleReaderView(viewModel: viewModel, currentAppLanguage: currentAppLanguage)
        }
    }
}
