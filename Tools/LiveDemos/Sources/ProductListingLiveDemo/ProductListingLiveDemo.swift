import ArgumentParser
import FeatureHost
import FeatureKit
import HTTPClientTransport
import ProductListingDependencyContainer

/// The ProductListing feature alone against a GraphQL server with Alfie's schema (--products-url), with the live transport:
/// `swift run --package-path Tools/LiveDemos ProductListingLiveDemo [options]`.
@main
struct ProductListingLiveDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ProductListingLiveDemo",
        abstract:
            "The ProductListing feature alone, on an in-memory database, against a GraphQL server with Alfie's schema (--products-url)."
    )

    @OptionGroup var demo: FeatureDemoOptions
    @OptionGroup var options: ProductListingOptions

    func validate() throws {
        if demo.fake {
            throw ValidationError(
                "--fake uses no server: run the feature's own Demo (swift run --package-path Features/ProductListing ProductListingDemo --fake)."
            )
        }
    }

    @MainActor
    func run() async throws {
        let factory = FeatureFactory.of(ProductListingFeature.self, options: options)
        let status = await FeatureDemo.run(factory, options: demo, httpTransport: AsyncHTTPClientTransport())
        if status != 0 { throw ExitCode(status) }
    }
}
