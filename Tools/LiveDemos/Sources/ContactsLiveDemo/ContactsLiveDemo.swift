import ArgumentParser
import ContactsDependencyContainer
import FeatureHost
import FeatureKit
import HTTPClientTransport

/// The Contacts feature alone against a randomuser.me-compatible server (--contacts-url), with the live transport:
/// `swift run --package-path Tools/LiveDemos ContactsLiveDemo [options]`.
@main
struct ContactsLiveDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ContactsLiveDemo",
        abstract:
            "The Contacts feature alone, on an in-memory database, against a randomuser.me-compatible server (--contacts-url)."
    )

    @OptionGroup var demo: FeatureDemoOptions
    @OptionGroup var options: ContactsOptions

    func validate() throws {
        if demo.fake {
            throw ValidationError(
                "--fake uses no server: run the feature's own Demo (swift run --package-path Features/Contacts ContactsDemo --fake)."
            )
        }
    }

    @MainActor
    func run() async throws {
        let factory = FeatureFactory.of(ContactsFeature.self, options: options)
        let status = await FeatureDemo.run(factory, options: demo, httpTransport: AsyncHTTPClientTransport())
        if status != 0 { throw ExitCode(status) }
    }
}
