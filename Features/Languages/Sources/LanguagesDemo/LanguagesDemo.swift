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
        let currentAppLanguage = CurrentAppLanguage()
        let container: LanguagesDiContainer
        do {
            container = LanguagesDiContainer(
                database: try AppDatabase.inMemory(migrations: [LanguagesDiContainer.databaseMigrations]),
                currentAppLanguage: currentAppLanguage,
                clock: SystemAppClock(),
                environment: ProcessInfo.processInfo.environment
            )
            try await container.domainLayer.getLaunchInAppLanguageUseCase().execute()
        } catch {
            FeatureDemoLauncher.fail("LanguagesDemo", error)
        }
        await FeatureDemoLauncher.run(
            flow: LanguagesDemoFlow(diContainer: container, navigation: NavigationStack()),
            currentLanguage: currentAppLanguage,
            arguments: Array(CommandLine.arguments.dropFirst())
        )
    }
}
