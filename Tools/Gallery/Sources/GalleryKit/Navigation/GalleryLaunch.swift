import Foundation
import Localization
import ReplHost
import ReplKit
import SystemKit

/// Runs the gallery in a REPL session, on a terminal or from a script, the
/// way the app runs: returns the exit status.
@MainActor
public enum GalleryLaunch {
    public static func run(language: AppLanguage, columns: Int?, options: ReplLaunchOptions) async -> Int32 {
        let progress = ReplProgress()
        let questions = ReplQuestions()
        let settings = GallerySettings(
            currentLanguage: CurrentAppLanguage(language), columns: columns, progress: progress, questions: questions)
        let navigator = GalleryNavigator(settings: settings)
        return await ReplLauncher.run(
            navigator: navigator, currentLanguage: settings.currentLanguage, options: options, progress: progress,
            questions: questions)
    }

    /// The language asked for by `--lang`, else the one the environment's locale asks for, else English.
    public nonisolated static func language(code: String?, environment: [String: String]) -> AppLanguage? {
        guard let code else {
            return LocaleLanguageMatcher.messagesLanguage(in: environment) ?? SupportedAppLanguages.english
        }
        return SupportedAppLanguages.language(withCode: code)
    }
}
