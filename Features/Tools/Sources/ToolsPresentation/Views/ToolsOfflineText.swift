import Localization
import ReplKit
import ToolsDomain

/// How offline favorites and language updates show: their progress lines and their final lines.
public enum ToolsOfflineText {
    /// A favorite downloading for offline use: its name, a bar and the percentage.
    public static func favoriteProgress(
        currentAppLanguage: CurrentAppLanguage, progress: ReplProgress
    ) -> FavoriteOfflineProgressHandler {
        let strings = ToolsStrings.localizer(currentAppLanguage)
        return { step in
            progress.update(
                strings.text(
                    .offlineProgress,
                    [
                        "name": step.toolName, "bar": ToolsDownloadProgressText.bar(step.fraction),
                        "percent": String(Int(step.fraction * 100)),
                    ]))
        }
    }

    /// A downloaded language updating: its name, a bar and the percentage.
    public static func updateProgress(currentAppLanguage: CurrentAppLanguage, progress: ReplProgress)
        -> LanguageUpdateProgressHandler
    {
        let strings = ToolsStrings.localizer(currentAppLanguage)
        return { step in
            progress.update(
                strings.text(
                    .updatesProgress,
                    [
                        "language": step.language.name, "bar": ToolsDownloadProgressText.bar(step.fraction),
                        "percent": String(Int(step.fraction * 100)),
                    ]))
        }
    }

    /// The line a favorite's offline download ends with (or, on a terminal, starts with).
    public static func line(_ outcome: OfflineFavoriteOutcome, strings: Localizer<ToolsStringKey>) -> String {
        switch outcome {
        case .inBackground(let name): return strings.text(.offlineInBackground, ["name": name])
        case .kept(let kept):
            return strings.text(
                .offlineKept, ["name": kept.toolName, "languages": kept.languages.map(\.name).joined(separator: ", ")])
        case .failed(let name): return strings.text(.offlineFailed, ["name": name])
        }
    }

    /// One line per language an update changed or could not change; none when nothing changed.
    public static func lines(_ updates: LanguageUpdatesDomainModel, strings: Localizer<ToolsStringKey>) -> [String] {
        updates.updated.map { strings.text(.updatesUpdated, ["language": $0.language.name]) }
            + updates.failed.map { strings.text(.updatesFailed, ["language": $0.name]) }
    }
}
