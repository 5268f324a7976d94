import AppCore
import Foundation
import LanguagesDependencyContainer
import Localization
import Navigation
import Persistence
import ReplHost

/// Runs the Languages feature alone in the REPL host, on an in-memory
/// database: `swift run --package-path Features/Languages LanguagesDemo`.
/// Pass `--script FILE` to run a script, `--strict` to stop at the first failure.
@main
struct LanguagesDemo {
    @MainActor
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let currentAppLanguage = CurrentAppLanguage()
        do {
            let database = try AppDatabase.inMemory(migrations: [LanguagesDiContainer.databaseMigrations])
            let container = LanguagesDiContainer(
                database: database,
                currentAppLanguage: currentAppLanguage,
                clock: SystemAppClock(),
                environment: ProcessInfo.processInfo.environment
            )
            try await container.domainLayer.getLaunchInAppLanguageUseCase().execute()
            let navigation = NavigationStack()
            let flow = LanguagesDemoFlow(diContainer: container, navigation: navigation)
            flow.start()
            let status = await ReplLauncher.run(
                navigator: StandaloneNavigator(navigation: navigation, currentLanguage: currentAppLanguage),
                currentLanguage: currentAppLanguage,
                options: ReplLaunchOptions(
                    scriptPath: value(after: "--script", in: arguments),
                    strict: arguments.contains("--strict"),
                    echoCommands: arguments.contains("--echo")
                )
            )
            exit(status)
        } catch {
            FileHandle.standardError.write(Data("LanguagesDemo: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}
