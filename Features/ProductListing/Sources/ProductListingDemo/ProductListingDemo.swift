import FeatureHost
import FeatureKit
import Foundation
import ProductListingDependencyContainer
import ProductListingTesting

/// Runs the ProductListing feature alone in the REPL host, on an in-memory
/// database, with the same registration and flow as the app:
/// `swift run --package-path Features/ProductListing ProductListingDemo [--fake] [--script FILE]`
/// `[--products-file FILE]` (a products server: `Tools/LiveDemos`'s
/// `ProductListingLiveDemo --products-url URL`). `--fake` runs on `ProductListingTesting`'s
/// six-product sample shop instead of the bundled catalog.
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
        ) { demo, options in
            FeatureFactory.demo(ProductListingFeature.self, demoOptions: demo, options: options) { environment in
                ProductListingFeature(environment: environment, remoteSource: FakeProductsRemoteSource.sampleShop())
            }
        }
    }
}
