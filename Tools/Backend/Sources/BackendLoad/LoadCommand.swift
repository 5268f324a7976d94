import ArgumentParser
import AsyncHTTPClient
import BackendKit
import Foundation
import ProductCatalogKit

/// `backend-load`: a bounded load run against the backend on loopback — each route at 1 and 16
/// clients, bounded in requests and in time — printed as the README's table.
@main
struct LoadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backend-load",
        abstract: "Measure requests per second and p99 per route against the backend on loopback, bounded in count and time."
    )

    @Option(help: "A running backend on loopback; by default one is started in this process.")
    var url: String?

    @Option(help: "Requests per route and number of clients, at most.")
    var requests = 2000

    @Option(help: "Seconds per route and number of clients, at most.")
    var seconds = 10

    @Option(help: "Numbers of concurrent clients, comma-separated.")
    var clients = "1,16"

    @Option(help: "Products in the catalog of the backend this run starts (ignored with --url).")
    var products = ProductCatalogGenerator.bundledCount

    @Option(help: "Where the started backend keeps its product catalog (default: the backend's cache folder).")
    var cacheDir: String?

    func validate() throws {
        guard (1...100_000).contains(requests), (1...120).contains(seconds) else {
            throw ValidationError("--requests must be 1–100000 and --seconds 1–120")
        }
        if let url, !LoadTarget.isLoopback(url) { throw ValidationError("--url must be on loopback") }
    }

    func run() async throws {
        let running: RunningBackend? = url == nil ? try await RunningBackend.start(startedBackend()) : nil
        let base = url ?? running?.baseURL ?? ""
        let client = HTTPClient(eventLoopGroupProvider: .singleton)
        let levels = clients.split(separator: ",").compactMap { Int($0) }.filter { (1...64).contains($0) }
        print(LoadSummary.tableHeader)
        for target in await LoadTarget.all() {
            for level in levels {
                let run = LoadRun(client: client, baseURL: base, target: target, clients: level)
                let summary = await run.measure(requests: requests, within: .seconds(seconds))
                print(summary.tableRow)
            }
        }
        try await client.shutdown()
        await running?.stop()
    }

    /// A backend whose catalog holds `--products` products, from the cache.
    private func startedBackend() throws -> Backend {
        let directory = cacheDir.map { URL(fileURLWithPath: $0) } ?? ProductCatalog.defaultCacheDirectory()
        var configuration = BackendConfiguration()
        configuration.products = .opened(
            try ProductCatalog.cached(seed: ProductCatalogGenerator.defaultSeed, count: products, in: directory))
        return Backend(configuration: configuration)
    }
}
