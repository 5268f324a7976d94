import ArgumentParser
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
struct ProductListingDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ProductListingDemo",
        abstract: "The ProductListing feature alone, on an in-memory database."
    )

    @OptionGroup var demo: FeatureDemoOptions
    @OptionGroup var options: ProductListingOptions

    /// This package links no HTTP client: a server is the live demo's business.
    func validate() throws {
        if case .remote = options.sourceConfiguration(processEnvironment: ProcessInfo.processInfo.environment).source {
            throw LiveSourceRefusal.error(
                demo: "ProductListingDemo", liveDemo: "ProductListingLiveDemo", urlOption: "--products-url")
        }
    }

    @MainActor
    func run() async throws {
        let status = await FeatureDemo.run(FeatureFactory.of(ProductListingFeature.self, options: options), options: demo)
        if status != 0 { throw ExitCode(status) }
    }
}
