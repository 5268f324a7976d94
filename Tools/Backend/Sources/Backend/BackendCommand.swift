import AppCore
import ArgumentParser
import BackendKit
import Foundation
import Logging
import ProductCatalogKit

/// `backend`: the project's local backend, serving generated contacts, GodTools content and products over
/// their real protocols, and signing people in, with faults chosen by scenario.
@main
struct BackendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backend",
        abstract:
            "Serve randomuser.me at /api/, the GodTools content API, Alfie's product GraphQL API at /graphql and accounts at /auth/ and /me, with faults chosen by scenario.",
        discussion: "Prints `backend listening on http://HOST:PORT` first; Ctrl-C or SIGTERM stops it."
    )

    @Option(help: "The address to listen on (loopback unless you say otherwise).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: "The contacts' seed when a request names none.")
    var seed = BackendConfiguration().contactsSeed

    @Option(help: "How many people the contact book holds.")
    var contacts = BackendConfiguration().contactCount

    @Option(help: "The seed of the GodTools content.")
    var contentSeed = BackendConfiguration().contentSeed

    @Option(help: "How many products the catalog at /graphql holds.")
    var products = ProductCatalogGenerator.bundledCount

    @Option(help: "The product catalog's seed.")
    var productsSeed = ProductCatalogGenerator.defaultSeed

    @Option(help: "Where product catalogs are kept, one SQLite file per seed and size (default: $XDG_CACHE_HOME/backend).")
    var cacheDir: String?

    @Option(help: "A scenario file: one `PREFIX FAULT [ARGS]` a line (see the README).")
    var scenario: String?

    @Option(help: "A JSON file `GET /config` serves: the app's remote toggles, {\"toggles\": {\"wishlist\": false}}.")
    var remoteConfig: String?

    @Option(help: "Log level on standard error: trace, debug, info, notice, warning, error, critical.")
    var logLevel: Logger.Level = .warning

    @OptionGroup(title: "Accounts and time")
    var accounts: AccountOptions

    /// The remote config in `path`, checked: a file that cannot be read or is no config stops the start.
    static func readRemoteConfig(_ path: String) throws -> RemoteConfigState {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("--remote-config: \(path) cannot be read")
        }
        do {
            return try RemoteConfigState(text: String(decoding: data, as: UTF8.self))
        } catch {
            throw ValidationError("--remote-config: \(path): \(error)")
        }
    }

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard contacts >= 0 else { throw ValidationError("--contacts must not be negative") }
        guard (0...10_000_000).contains(products) else { throw ValidationError("--products must be from 0 to 10000000") }
    }

    func run() async throws {
        var configuration = BackendConfiguration()
        // Read first: a key file that will not do stops the command before a catalog is made.
        configuration.accounts = try accounts.configuration()
        configuration.contactsSeed = seed
        configuration.contactCount = contacts
        configuration.contentSeed = contentSeed
        if let remoteConfig { configuration.remoteConfig = try Self.readRemoteConfig(remoteConfig) }
        configuration.products = .opened(try openCatalog())
        if let scenario {
            let text = try ScenarioFile.read(scenario)
            configuration.scenarioText = text.text
            configuration.scenario = text.rules
        }
        var logger = Logger(label: "backend", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = logLevel
        configuration.clock = AppClockChoice.clock(now: accounts.now, clockFile: accounts.clockFile)
        configuration.logger = logger
        let host = self.host
        let server = BackendServer(backend: Backend(configuration: configuration), host: host, port: port, logger: logger)
        let application = server.application { port in
            let line = "backend listening on \(BackendServer.baseURL(host: host, port: port))\n"
            try? FileHandle.standardOutput.write(contentsOf: Data(line.utf8))
        }
        try await application.runService()  // SIGTERM and SIGINT stop it gracefully
    }
}

extension BackendCommand {
    /// The catalog's cache file, made first when there is none (said on standard error, as it
    /// takes a while for a large one).
    fileprivate func openCatalog() throws -> ProductCatalog {
        let directory = cacheDir.map { URL(fileURLWithPath: $0) } ?? ProductCatalog.defaultCacheDirectory()
        let file = directory.appendingPathComponent(ProductCatalog.fileName(seed: productsSeed, count: products))
        if !FileManager.default.fileExists(atPath: file.path) {
            let note = "backend: making the product catalog (\(products) products, seed \(productsSeed)) at \(file.path)\n"
            try? FileHandle.standardError.write(contentsOf: Data(note.utf8))
        }
        return try ProductCatalog.cached(seed: productsSeed, count: products, in: directory)
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
