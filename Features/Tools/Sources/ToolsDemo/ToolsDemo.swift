import ArgumentParser
import FeatureHost
import FeatureKit
import Foundation
import ToolsDependencyContainer
import ToolsTesting

/// Runs the Tools feature alone in the REPL host, on an in-memory database, with
/// the same registration and flow (`ToolsFlow` and its steps) as the app:
/// `swift run --package-path Features/Tools ToolsDemo [--fake] [--script FILE]` (a content
/// server: `Tools/LiveDemos`'s `ToolsLiveDemo --content-url URL`).
/// `--fake` runs on `ToolsTesting`'s small in-memory catalog (its tools read, too)
/// instead of the bundled content.
@main
struct ToolsDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ToolsDemo",
        abstract: "The Tools feature alone, on an in-memory database."
    )

    @OptionGroup var demo: FeatureDemoOptions
    @OptionGroup var options: ToolsOptions

    /// This package links no HTTP client: a server is the live demo's business.
    func validate() throws {
        if case .remote = options.sourceConfiguration(processEnvironment: ProcessInfo.processInfo.environment).source {
            throw LiveSourceRefusal.error(demo: "ToolsDemo", liveDemo: "ToolsLiveDemo", urlOption: "--content-url")
        }
    }

    @MainActor
    func run() async throws {
        let factory =
            demo.fake
            ? FeatureFactory(name: ToolsFeature.name, databaseMigrations: ToolsFeature.databaseMigrations) { environment in
                ToolsFeature(environment: environment, source: FakeToolsContentSource())
            }
            : FeatureFactory.of(ToolsFeature.self, options: options)
        let status = await FeatureDemo.run(factory, options: demo)
        if status != 0 { throw ExitCode(status) }
    }
}
