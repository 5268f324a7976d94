import FeatureHost
import FeatureKit
import Foundation
import ProductListingDependencyContainer

/// Runs the ProductListing feature alone in the REPL host, on an in-memory
/// database, with the same registration and flow as the app:
/// `swift run --package-path Features/ProductListing ProductListingDemo [--script FILE]`
/// `[--products-file FILE]`. The bundled catalog is local, so `--fake` changes nothing; a
/// products server is `Tools/LiveDemos`'s `ProductListingLiveDemo --products-url URL`.
@main
enum ProductListingDemo {
    @MainActor
    static func main() async {
        let commandLine = FeatureDemoCommandLine<ProductListingOptions>(
            name: "ProductListingDemo", abstract: "The ProductListing feature alone, on an in-memory database.")
        // This package links no HTTP client: a server is the live demo's business.
        await FeatureDemo.main(
            commandLine,
            check: commandLine.refusingServers(urlOption: "--products-url") { options in
                if case .remote = options.sourceConfiguration(processEnvironment: ProcessInfo.processInfo.environment).source {
                    return true
                }
                return false
            }
        ) { _, options in
            FeatureFactory.of(ProductListingFeature.self, options: options)
        }
    }
}
