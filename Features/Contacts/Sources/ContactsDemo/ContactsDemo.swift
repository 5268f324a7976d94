import AppCore
import ContactsDependencyContainer
import Foundation
import Localization
import Navigation
import Persistence
import ReplHost

/// Runs the Contacts feature alone in the REPL host, on an in-memory
/// database: `swift run --package-path Features/Contacts ContactsDemo`.
/// `--contacts-url URL` uses a randomuser.me-compatible server instead of the
/// bundled dataset; `--script FILE`, `--strict` and `--echo` work as in the app.
@main
struct ContactsDemo {
    @MainActor
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let currentAppLanguage = CurrentAppLanguage()
        var configuration = ContactsSourceConfiguration()
        if let url = FeatureDemoLauncher.value(after: "--contacts-url", in: arguments).flatMap(URL.init(string:)) {
            configuration.source = .remote(url)
        }
        let database: AppDatabase
        do {
            database = try AppDatabase.inMemory(migrations: [ContactsDiContainer.databaseMigrations])
        } catch {
            FeatureDemoLauncher.fail("ContactsDemo", error)
        }
        let container = ContactsDiContainer(
            database: database, currentAppLanguage: currentAppLanguage, clock: SystemAppClock(), configuration: configuration
        )
        await FeatureDemoLauncher.run(
            flow: ContactsDemoFlow(diContainer: container, navigation: NavigationStack()),
            currentLanguage: currentAppLanguage,
            arguments: arguments
        )
    }
}
