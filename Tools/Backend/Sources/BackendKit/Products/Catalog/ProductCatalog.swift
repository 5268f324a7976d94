import Foundation
import GRDB
import ProductCatalogKit

/// A generated product catalog kept in SQLite: made once from the seeded generator, then
/// read by every `/graphql` request. In memory for tests, or in a cache file named by its
/// seed and size, so a large catalog is made on the first start only.
public final class ProductCatalog: Sendable {
    public let seed: UInt64
    public let count: Int
    /// The cache file, or `nil` for a catalog in memory.
    public let path: String?
    let reader: any DatabaseReader
    /// The filter and sort columns, read once at opening.
    let columns: ProductColumns

    private init(seed: UInt64, count: Int, path: String?, reader: any DatabaseReader) throws {
        self.seed = seed
        self.count = count
        self.path = path
        self.reader = reader
        columns = try reader.read(ProductColumns.load)
    }

    /// A catalog of `count` products from `seed` in memory (for tests and small catalogs).
    public static func inMemory(
        seed: UInt64 = ProductCatalogGenerator.defaultSeed, count: Int = ProductCatalogGenerator.bundledCount
    ) throws -> ProductCatalog {
        let queue = try DatabaseQueue()
        try ProductCatalogImport.fill(queue, generator: ProductCatalogGenerator(count: count, seed: seed))
        return try ProductCatalog(seed: seed, count: count, path: nil, reader: queue)
    }

    /// The catalog of `count` products from `seed` in `directory`: the file made earlier for
    /// them, or a new one (made under a temporary name and renamed when complete, so an
    /// interrupted start leaves no half-made catalog behind).
    public static func cached(seed: UInt64, count: Int, in directory: URL) throws -> ProductCatalog {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(fileName(seed: seed, count: count)).path
        if !FileManager.default.fileExists(atPath: file) {
            let partial = file + ".partial-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
            try? FileManager.default.removeItem(atPath: partial)
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
            }
            let queue = try DatabaseQueue(path: partial, configuration: configuration)
            try ProductCatalogImport.fill(queue, generator: ProductCatalogGenerator(count: count, seed: seed))
            try queue.close()
            do {
                try FileManager.default.moveItem(atPath: partial, toPath: file)
            } catch  where FileManager.default.fileExists(atPath: file) {
                // Another backend made the same catalog meanwhile: its file serves.
                try? FileManager.default.removeItem(atPath: partial)
            }
        }
        var configuration = Configuration()
        configuration.maximumReaderCount = 4
        // Backends started together (journeys side by side) open one file: the first sets its
        // journal mode while the others wait, rather than failing with "database is locked".
        configuration.busyMode = .timeout(30)
        let queue = try DatabasePool(path: file, configuration: configuration)
        return try ProductCatalog(seed: seed, count: count, path: file, reader: queue)
    }

    /// `products-seed-S-count-N-vV.sqlite`: a file per seed, size and table layout.
    public static func fileName(seed: UInt64, count: Int) -> String {
        "products-seed-\(seed)-count-\(count)-v\(ProductCatalogSchema.version).sqlite"
    }

    /// Where catalogs are cached when no folder is given: `$XDG_CACHE_HOME/backend`, else
    /// `~/.cache/backend`, else the temporary folder's `backend`.
    public static func defaultCacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("backend")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home).appendingPathComponent(".cache/backend")
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("backend")
    }
}
