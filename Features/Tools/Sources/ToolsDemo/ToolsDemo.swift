import ArgumentParser
import ToolsDependencyContainer
import FeatureHost
import FeatureKit

/// Runs the Tools feature alone in the REPL host, on an in-memory
/// database, with the same registration and flow as the app:
/// `swift run --package-path Features/Tools ToolsDemo [--script FILE]`.
/// The feature reads no outside source, so `--fake` changes nothing.
@main
struct ToolsDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ToolsDemo",
        abstract: "The Tools feature alone, on an in-memory database."
    )

    @OptionGroup var demo: FeatureDemoOptions

    @MainActor
    func run() async throws {
        let status = await FeatureDemo.run(FeatureFactory.of(ToolsFeature.self, options: NoFeatureOptions()), options: demo)
        if status != 0 { throw ExitCode(status) }
    }
}
