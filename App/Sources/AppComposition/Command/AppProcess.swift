import Foundation
import Localization
import SystemKit

/// What the process sets right before anything else runs: standard
/// descriptors that are closed get `/dev/null` (so no file the app opens can
/// take their place), and locale settings that are no locale name are removed
/// before Foundation or ICU can read them (ICU crashes on some).
public enum AppProcess {
    /// Call first thing in `main`. Returns the status to exit with when the
    /// session cannot run (standard output was closed: `app >&-`), after saying
    /// why on standard error.
    public static func prepare() -> Int32? {
        let closed = StandardDescriptors.secure()
        LocaleEnvironment.sanitizeProcessEnvironment()
        guard closed.output else { return nil }
        let language = CurrentAppLanguage(startupLanguage(ProcessInfo.processInfo.environment))
        LaunchMessages(strings: AppStrings.localizer(language)).write(.launchOutputClosed)
        return ProcessExitStatus.outputUnwritable
    }

    /// The language for messages before the person's saved choice is known: the
    /// system's when the app has it, else English.
    public static func startupLanguage(_ environment: [String: String]) -> AppLanguage {
        LocaleLanguageMatcher.messagesLanguage(in: environment) ?? SupportedAppLanguages.english
    }
}
