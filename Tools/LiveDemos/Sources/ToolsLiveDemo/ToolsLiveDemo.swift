import ArgumentParser
import FeatureHost
import FeatureKit
import HTTPClientTransport
import ToolsDependencyContainer

/// The Tools feature alone against a GodTools content API server (--content-url), with the live transport:
/// `swift run --package-path Tools/LiveDemos ToolsLiveDemo [options]`.
@main
struct ToolsLiveDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ToolsLiveDemo",
        abstract: "The Tools feature alone, on an in-memory database, against a GodTools content API server (--content-url)."
    )

    @OptionGroup var demo: FeatureDemoOptions
    @OptionGroup var options: ToolsOptions

    func validate() throws {
        if demo.fake {
            throw ValidationError(
                "--fake uses no server: run the feature's own Demo (swift run --package-path Features/Tools ToolsDemo --fake).")
        }
    }

    @MainActor
    func run() async throws {
        let factory = FeatureFactory.of(ToolsFeature.self, options: options)
        let status = await FeatureDemo.run(factory, options: demo, httpTransport: AsyncHTTPClientTransport())
        if status != 0 { throw ExitCode(status) }
    }
}
