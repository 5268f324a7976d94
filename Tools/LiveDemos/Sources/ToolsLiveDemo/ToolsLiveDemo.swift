import FeatureHost
import FeatureKit
import HTTPClientTransport
import ToolsDependencyContainer

/// The Tools feature alone against a GodTools content API server (--content-url), with the live transport:
/// `swift run --package-path Tools/LiveDemos ToolsLiveDemo [options]`.
@main
enum ToolsLiveDemo {
    @MainActor
    static func main() async {
        await FeatureDemo.liveMain(
            ToolsFeature.self, name: "ToolsLiveDemo",
            abstract: "The Tools feature alone, on an in-memory database, against a GodTools content API server (--content-url).",
            featurePackage: "Tools", httpTransport: AsyncHTTPClientTransport())
    }
}
