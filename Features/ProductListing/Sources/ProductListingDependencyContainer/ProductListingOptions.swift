import ArgumentParser
import FeatureKit
import Foundation

/// The ProductListing feature's command-line options, shown in `app --help`.
public struct ProductListingOptions: FeatureOptions {
    public static let flagPrefixes = ["--products-"]

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A GraphQL endpoint with Alfie's product schema (or $PRODUCTS_URL); default: the catalog on this device.",
            valueName: "url"
        ))
    public var productsUrl: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A product catalog in JSON Lines (generate-products' format) to import; it replaces the catalog when all of it is read.",
            valueName: "file"
        ))
    public var productsFile: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds a saved page of the products server is used before it is fetched again (default: one day).",
            valueName: "seconds"
        ))
    public var productsCacheMaxAge: Double?

    public init() {}

    public func validate() throws {
        if let productsUrl, ServiceEndpoint.url(from: productsUrl) == nil {
            throw ValidationError("--products-url takes an http or https URL such as http://localhost:4000/graphql.")
        }
        if productsUrl != nil, productsFile != nil {
            throw ValidationError(
                "--products-url and --products-file cannot be used together: the products come from one source.")
        }
        if let productsCacheMaxAge, productsCacheMaxAge < 0 {
            throw ValidationError("--products-cache-max-age takes a number of seconds, 0 or more.")
        }
    }

    /// Where products come from, given the process environment (`PRODUCTS_URL` is read
    /// when neither `--products-url` nor `--products-file` is given), the host's service
    /// environment (used when none of those says) and the folder relative file paths start from.
    public func sourceConfiguration(
        processEnvironment: [String: String],
        services: ServiceEnvironment = .embedded,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> ProductListingSourceConfiguration {
        var configuration = ProductListingSourceConfiguration()
        if let productsFile {
            configuration.source = .file(
                URL(fileURLWithPath: productsFile, relativeTo: currentDirectory).standardizedFileURL, shownAs: productsFile)
        } else if let url = (productsUrl ?? processEnvironment["PRODUCTS_URL"]).flatMap(ServiceEndpoint.url(from:))
            ?? ProductsServiceAddress.url(in: services)
        {
            configuration.source = .remote(url)
        }
        if let productsCacheMaxAge { configuration.cacheMaxAge = productsCacheMaxAge }
        return configuration
    }
}
