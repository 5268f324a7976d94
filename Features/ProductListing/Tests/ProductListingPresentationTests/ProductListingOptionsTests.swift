import FeatureKit
import Foundation
import ProductListingDependencyContainer
import Testing

@Suite("ProductListing command-line options")
struct ProductListingOptionsTests {
    @Test("Given --products-url When the options are read Then products come from that GraphQL endpoint")
    func url() throws {
        let options = try ProductListingFeature.parseOptions([
            "--products-url", "http://localhost:4000/graphql", "--products-cache-max-age", "60",
        ])

        let configuration = options.sourceConfiguration(processEnvironment: [:])

        #expect(configuration.source == .remote(try #require(URL(string: "http://localhost:4000/graphql"))))
        #expect(configuration.cacheMaxAge == 60)
    }

    @Test("Given PRODUCTS_URL and no option When the options are read Then products come from the environment's endpoint")
    func environment() throws {
        let configuration = try ProductListingFeature.parseOptions([]).sourceConfiguration(processEnvironment: [
            "PRODUCTS_URL": "https://bff.example/graphql"
        ])

        #expect(configuration.source == .remote(try #require(URL(string: "https://bff.example/graphql"))))
    }

    @Test(
        "Given a relative --products-file When the options are read Then it is found from the current folder and shown as typed")
    func file() throws {
        let options = try ProductListingFeature.parseOptions(["--products-file", "data/big.jsonl"])

        let configuration = options.sourceConfiguration(
            processEnvironment: ["PRODUCTS_URL": "http://ignored"], currentDirectory: URL(fileURLWithPath: "/work"))

        #expect(configuration.source == .file(URL(fileURLWithPath: "/work/data/big.jsonl"), shownAs: "data/big.jsonl"))
    }

    @Test("Given no option When the options are read Then products come from the catalog on the device")
    func embedded() throws {
        #expect(try ProductListingFeature.parseOptions([]).sourceConfiguration(processEnvironment: [:]).source == .embedded)
    }

    @Test(
        "Given a wrong option When the options are read Then it is refused with what to type instead",
        arguments: [
            ["--products-url", "ftp://x"], ["--products-url", "not a url"],
            ["--products-url", "http://x/graphql", "--products-file", "a.jsonl"], ["--products-cache-max-age", "-1"],
        ]
    )
    func refused(arguments: [String]) {
        #expect(throws: (any Error).self) { try ProductListingFeature.parseOptions(arguments) }
    }
}

@Suite("ProductListing service environments")
struct ProductListingServiceEnvironmentTests {
    @Test("Given a backend environment and no option When the options are read Then products come from its /graphql")
    func backend() throws {
        let services = ServiceEnvironment.backend(baseURL: try #require(URL(string: "http://127.0.0.1:8080")))
        let configuration = try ProductListingFeature.parseOptions([]).sourceConfiguration(
            processEnvironment: [:], services: services)
        #expect(configuration.source == .remote(try #require(URL(string: "http://127.0.0.1:8080/graphql"))))
    }

    @Test("Given public services When the options are read Then the shop stays on the catalog on this device")
    func publicServices() throws {
        let configuration = try ProductListingFeature.parseOptions([]).sourceConfiguration(
            processEnvironment: [:], services: .publicServices)
        #expect(configuration.source == .embedded)
    }

    @Test("Given a backend environment and --products-url When the options are read Then the option wins")
    func optionWins() throws {
        let services = ServiceEnvironment.backend(baseURL: try #require(URL(string: "http://127.0.0.1:8080")))
        let configuration = try ProductListingFeature.parseOptions(["--products-url", "http://shop.example/graphql"])
            .sourceConfiguration(processEnvironment: [:], services: services)
        #expect(configuration.source == .remote(try #require(URL(string: "http://shop.example/graphql"))))
    }
}
