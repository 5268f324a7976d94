import ArgumentParser
import ContactsDependencyContainer
import ContactsTesting
import FeatureHost
import FeatureKit
import Foundation

/// Runs the Contacts feature alone in the REPL host, on an in-memory database,
/// with the same registration and flow as the app:
/// `swift run --package-path Features/Contacts ContactsDemo [--fake] [--script FILE]`.
@main
struct ContactsDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ContactsDemo",
        abstract: "The Contacts feature alone, on an in-memory database."
    )

    @OptionGroup var demo: FeatureDemoOptions
    @OptionGroup var options: ContactsOptions

    /// This package links no HTTP client: a server is the live demo's business.
    func validate() throws {
        if case .remote = options.sourceConfiguration(processEnvironment: ProcessInfo.processInfo.environment).source {
            throw LiveSourceRefusal.error(demo: "ContactsDemo", liveDemo: "ContactsLiveDemo", urlOption: "--contacts-url")
        }
    }

    @MainActor
    func run() async throws {
        let factory =
            demo.fake
            ? FeatureFactory(name: ContactsFeature.name, databaseMigrations: ContactsFeature.databaseMigrations) { environment in
                ContactsFeature(environment: environment, source: FakeContactsPageSource.sampleBook())
            }
            : FeatureFactory.of(ContactsFeature.self, options: options)
        let status = await FeatureDemo.run(factory, options: demo)
        if status != 0 { throw ExitCode(status) }
    }
}
