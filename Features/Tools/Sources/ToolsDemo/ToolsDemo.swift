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
enum ToolsDemo {
    @MainActor
    static func main() async {
        let commandLine = FeatureDemoCommandLine<ToolsOptions>(
            name: "ToolsDemo", abstract: "The Tools feature alone, on an in-memory database.")
        // This package links no HTTP client: a server is the live demo's business.
        await FeatureDemo.main(
            commandLine,
            check: commandLine.refusingServers(urlOption: "--content-url") { options in
                if case .remote = options.sourceConfiguration(processEnvironment: ProcessInfo.processInfo.environment).source {
                    return true
                }
                return false
            }
        ) { demo, options in
            FeatureFactory.demo(ToolsFeature.self, demoOptions: demo, options: options) { environment in
                ToolsFeature(environment: environment, source: FakeToolsContentSource())
            }
        }
    }
}
