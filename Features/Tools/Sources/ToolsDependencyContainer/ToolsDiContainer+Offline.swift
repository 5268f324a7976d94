import Localization
import ReplKit
import ToolsPresentation

extension ToolsDiContainer {
    /// The session's offline favorites and language updates: in the background on a terminal
    /// (progress on the progress line, the last words said above the line being typed, which is
    /// drawn again), waited for in a script.
    static func makeBackgroundWork(
        domainLayer: ToolsDomainLayerDependencies, currentAppLanguage: CurrentAppLanguage, progress: ReplProgress
    ) -> (OfflineFavoriteKeeper, DownloadedLanguagesUpdater) {
        let strings: @Sendable () -> Localizer<ToolsStringKey> = { ToolsStrings.localizer(currentAppLanguage) }
        let keeper = OfflineFavoriteKeeper(
            keepFavoriteToolOfflineUseCase: domainLayer.getKeepFavoriteToolOfflineUseCase(),
            freeUnfavoritedToolUseCase: domainLayer.getFreeUnfavoritedToolUseCase(),
            runsInBackground: { progress.isAttachedToTerminal },
            progressChanged: ToolsOfflineText.favoriteProgress(currentAppLanguage: currentAppLanguage, progress: progress),
            finishedInBackground: { outcome in progress.announce(ToolsOfflineText.line(outcome, strings: strings())) }
        )
        let updater = DownloadedLanguagesUpdater(
            updateDownloadedLanguagesUseCase: domainLayer.getUpdateDownloadedLanguagesUseCase(),
            runsInBackground: { progress.isAttachedToTerminal },
            progressChanged: ToolsOfflineText.updateProgress(currentAppLanguage: currentAppLanguage, progress: progress),
            finishedInBackground: { updates in
                let lines = ToolsOfflineText.lines(updates, strings: strings())
                if lines.isEmpty { progress.clear() } else { progress.announce(lines.joined(separator: " ")) }
            }
        )
        return (keeper, updater)
    }

    /// The notice above the tools list that favoriting keeps a tool offline.
    @MainActor
    public func makeOfflineFavoritesBannerView() -> OfflineFavoritesBannerView {
        OfflineFavoritesBannerView(
            viewModel: OfflineFavoritesBannerViewModel(
                viewOfflineFavoritesBannerUseCase: domainLayer.getViewOfflineFavoritesBannerUseCase(),
                dismissOfflineFavoritesBannerUseCase: domainLayer.getDismissOfflineFavoritesBannerUseCase()
            ),
            currentAppLanguage: currentAppLanguage
        )
    }
}
