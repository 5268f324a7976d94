import Foundation
import Localization
import Navigation

/// Runs one feature's screens alone, for its `<F>Demo` executable: reads
/// `--script FILE`, `--strict` and `--echo` from the command line, runs the
/// session on a ``StandaloneNavigator`` and exits with its status.
@MainActor
public enum FeatureDemoLauncher {
    /// Starts `flow` (which puts the first screen on its navigation stack) and runs the session.
    public static func run(flow: Flow, currentLanguage: CurrentAppLanguage, arguments: [String]) async -> Never {
        flow.start()
        let status = await ReplLauncher.run(
            navigator: StandaloneNavigator(navigation: flow.navigation, currentLanguage: currentLanguage),
            currentLanguage: currentLanguage,
            options: ReplLaunchOptions(
                scriptPath: value(after: "--script", in: arguments),
                strict: arguments.contains("--strict"),
                echoCommands: arguments.contains("--echo")
            )
        )
        withExtendedLifetime(flow) {}
        exit(status)
    }

    /// The word after `flag` on the command line, if any.
    public static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// Says on standard error why the demo could not start, and exits with status 1.
    public static func fail(_ demo: String, _ error: Error) -> Never {
        FileHandle.standardError.write(Data("\(demo): \(error)\n".utf8))
        exit(1)
    }
}
