import ArgumentParser
import ProductListingDependencyContainer
import FeatureHost
import FeatureKit

/// Runs the ProductListing feature alone in the REPL host, on an in-memory
/// database, with the same registration and flow as the app:
/// `swift run --package-path Features/ProductListing ProductListingDemo [--script FILE]`
/// `[--products-url URL | --products-file FILE]`. Without those the feature reads no
/// outside source, so `--fake` changes nothing.
@main
struct ProductListingDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ProductListingDemo",
        abstract: "The ProductListing feature alone, on an in-memory database."
    )

    @OptionGroup var demo: FeatureDemoOptions
    @OptionGroup var options: ProductListingOptions

    @MainActor
    func run() async throws {
        let status = await FeatureDemo.run(FeatureFactory.of(ProductListingFeature.self, options: options), options: demo)
        if status != 0 { throw ExitCode(status) }
    }
}
