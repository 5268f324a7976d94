import FeatureKit
import Foundation

/// The ProductListing feature's command-line options, shown in `app --help`.
public struct ProductListingOptions: FeatureOptions {
    public static let flagPrefixes = ["--products-"]

    public static let commandLineOptions: [CommandLineOption] = [
        .value(
            "products-url", valueName: "url",
            help: "A GraphQL endpoint with Alfie's product schema (or $PRODUCTS_URL); default: the catalog on this device."),
        .value(
            "products-file", valueName: "file",
            help:
                "A product catalog in JSON Lines (generate-products' format) to import; it replaces the catalog when all of it is read."
        ),
        .value(
            "products-cache-max-age", valueName: "seconds",
            help: "Seconds a saved page of the products server is used before it is fetched again (default: one day)."),
    ]

    public var productsUrl: String?
    public var productsFile: String?
    public var productsCacheMaxAge: Double?

    /// Every default: the catalog on this device.
    public init() {}

    public init(values: CommandLineValues) throws(CommandLineError) {
        productsUrl = values.string("products-url")
        productsFile = values.string("products-file")
        productsCacheMaxAge = try values.number(
            "products-cache-max-age", orSay: "--products-cache-max-age takes a number of seconds, 0 or more.")
        try validate()
    }

    private func validate() throws(CommandLineError) {
        if let productsUrl, ServiceEndpoint.url(from: productsUrl) == nil {
            throw CommandLineError("--products-url takes an http or https URL such as http://localhost:4000/graphql.")
        }
        if productsUrl != nil, productsFile != nil {
            throw CommandLineError(
                "--products-url and --products-file cannot be used together: the products come from one source.")
        }
        if let productsCacheMaxAge, productsCacheMaxAge < 0 {
            throw CommandLineError("--products-cache-max-age takes a number of seconds, 0 or more.")
        }
    }

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
