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
        do {
            let database = try AppDatabase.inMemory(migrations: [ContactsDiContainer.databaseMigrations])
            var configuration = ContactsSourceConfiguration()
            if let url = value(after: "--contacts-url", in: arguments).flatMap(URL.init(string:)) {
                configuration.source = .remote(url)
            }
            let container = ContactsDiContainer(
                database: database, currentAppLanguage: currentAppLanguage, clock: SystemAppClock(), configuration: configuration
            )
            let navigation = NavigationStack()
            let flow = ContactsDemoFlow(diContainer: container, navigation: navigation)
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
            FileHandle.standardError.write(Data("ContactsDemo: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}
