import Localization
import ReplKit
import ToolsDomain

/// How downloads show on the progress line, for the ViewModels that report them.
public enum ToolsDownloadProgressText {
    /// A tool or lesson opening: "Downloading Spanish… 3 of 9 files".
    public static func reader(currentAppLanguage: CurrentAppLanguage, progress: ReplProgress) -> ToolDownloadProgressHandler {
        let strings = ToolsStrings.localizer(currentAppLanguage)
        return { step in
            progress.update(
                strings.plural(
                    .readerDownloading, count: step.totalFiles,
                    ["language": step.language.name, "done": String(step.completedFiles)]
                ))
        }
    }

    /// A language downloading for offline use: its name, a bar, the percentage and the tools done.
    public static func languageDownload(
        currentAppLanguage: CurrentAppLanguage, progress: ReplProgress
    ) -> LanguageDownloadProgressHandler {
        let strings = ToolsStrings.localizer(currentAppLanguage)
        return { step in
            progress.update(
                strings.text(
                    .downloadsProgress,
                    [
                        "language": step.language.name, "bar": bar(step.fraction),
                        "percent": String(Int(step.fraction * 100)),
                        "done": String(step.completedTools), "total": String(step.totalTools),
                    ]))
        }
    }

    /// Ten cells, filled in proportion to `fraction`: "███░░░░░░░".
    static func bar(_ fraction: Double) -> String {
        let filled = min(10, max(0, Int(fraction * 10)))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
    }
}
