import FeatureHost
import FeatureKit
import HTTPClientTransport
import ProductListingDependencyContainer

/// The ProductListing feature alone against a GraphQL server with Alfie's schema (--products-url), with the live transport:
/// `swift run --package-path Tools/LiveDemos ProductListingLiveDemo [options]`.
@main
enum ProductListingLiveDemo {
    @MainActor
    static func main() async {
        await FeatureDemo.liveMain(
            ProductListingFeature.self, name: "ProductListingLiveDemo",
            abstract:
                "The ProductListing feature alone, on an in-memory database, against a GraphQL server with Alfie's schema (--products-url).",
            featurePackage: "ProductListing", httpTransport: AsyncHTTPClientTransport())
    }
}
