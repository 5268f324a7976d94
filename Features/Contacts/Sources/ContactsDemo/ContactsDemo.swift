import ContactsDependencyContainer
import ContactsTesting
import FeatureHost
import FeatureKit
import Foundation

/// Runs the Contacts feature alone in the REPL host, on an in-memory database,
/// with the same registration and flow as the app:
/// `swift run --package-path Features/Contacts ContactsDemo [--fake] [--script FILE]`.
@main
enum ContactsDemo {
    @MainActor
    static func main() async {
        let commandLine = FeatureDemoCommandLine<ContactsOptions>(
            name: "ContactsDemo", abstract: "The Contacts feature alone, on an in-memory database.")
        // This package links no HTTP client: a server is the live demo's business.
        await FeatureDemo.main(
            commandLine,
            check: commandLine.refusingServers(urlOption: "--contacts-url") { options in
                if case .remote = options.sourceConfiguration(processEnvironment: ProcessInfo.processInfo.environment).source {
                    return true
                }
                return false
            }
        ) { demo, options in
            FeatureFactory.demo(ContactsFeature.self, demoOptions: demo, options: options) { environment in
                ContactsFeature(environment: environment, source: FakeContactsPageSource.sampleBook())
            }
        }
    }
}
