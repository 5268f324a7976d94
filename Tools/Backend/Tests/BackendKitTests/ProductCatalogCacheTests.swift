import Foundation
import Testing

@testable import BackendKit

@Suite("The product catalog's cache file")
struct ProductCatalogCacheTests {
    @Test("Given a cache folder When a catalog is opened twice Then the file is made once, named by seed and size, and reused")
    func madeOnceAndReused() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try ProductCatalog.cached(seed: 7, count: 30, in: directory)
        let path = try #require(first.path)
        #expect(path.hasSuffix("products-seed-7-count-30-v\(ProductCatalogSchema.version).sqlite"))
        let made = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let second = try ProductCatalog.cached(seed: 7, count: 30, in: directory)
        #expect(second.path == path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == made)
        #expect(try await ProductListingReader(catalog: second).total(ProductSelection()) == 30)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".partial") }
        #expect(leftovers.isEmpty)
    }

    @Test("Given four backends starting together on one cache folder When each opens the catalog Then all open it, from one file")
    func openedTogether() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }

        let totals = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let catalog = try ProductCatalog.cached(seed: 11, count: 40, in: directory)
                    return try await ProductListingReader(catalog: catalog).total(ProductSelection())
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(totals == [40, 40, 40, 40])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.filter { $0.contains(".partial") }.isEmpty)
        #expect(files.filter { $0.hasSuffix(".sqlite") }.count == 1)
    }

    @Test("Given XDG_CACHE_HOME or only HOME When the default folder is asked Then it is under them")
    func defaultFolder() {
        #expect(ProductCatalog.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "/x"]).path == "/x/backend")
        #expect(ProductCatalog.defaultCacheDirectory(environment: ["HOME": "/h"]).path == "/h/.cache/backend")
    }
}
