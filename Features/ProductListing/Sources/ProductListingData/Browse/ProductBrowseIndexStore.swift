import GRDB
import SystemKit

/// Keeps the catalog's browse index in memory between reads — with the last
/// few searches' matches and price ranges' products, and each sort's chunk of
/// every product once a deep page needs it — and reloads it when the catalog is
/// rebuilt. (Sort orders themselves are read from the database a chunk at a
/// time, not kept.) One store serves every reader of one database.
public final class ProductBrowseIndexStore: Sendable {
    /// How many searches' matches are kept.
    static let searchesKept = 4

    /// How many price ranges' products are kept.
    static let priceRangesKept = 4

    private struct State: Sendable {
        var index: ProductBrowseIndex?
        var searches = RecentlyKept<FullTextQuery, ProductSearchMatch>(capacity: ProductBrowseIndexStore.searchesKept)
        var priceRuns = RecentlyKept<ClosedRange<Int>, ProductPriceRun>(capacity: ProductBrowseIndexStore.priceRangesKept)
        /// Each sort's chunk of every product, made the first time a page deep in a narrowed listing needs it.
        var orderChunks: [String: ProductOrderChunks] = [:]
    }

    private let state = LockedState(State())

    public init() {}

    /// The index of the catalog saved now; `nil` when none is built yet.
    func index(_ db: Database) throws -> ProductBrowseIndex? {
        guard let generation = try ProductBrowseIndex.savedGeneration(db) else { return nil }
        if let cached = state.withLock({ $0.index }), cached.generation == generation { return cached }
        guard let loaded = try ProductBrowseIndex.load(db) else { return nil }
        state.withLock { $0 = State(index: loaded) }
        return loaded
    }

    /// What the full-text `query` finds in the catalog, with the matches in names and
    /// brands when `withTitles` (the relevance order needs them).
    func search(_ query: FullTextQuery, withTitles: Bool, of index: ProductBrowseIndex, _ db: Database) throws
        -> ProductSearchMatch
    {
        let cached = state.withLock { state in
            state.index?.generation == index.generation ? state.searches.value(for: query) : nil
        }
        if let cached, !withTitles || cached.inTitle != nil { return cached }
        let found =
            try cached.map { try $0.withTitles(query, limit: index.limit, db) }
            ?? ProductSearchMatch.find(query, limit: index.limit, withTitles: withTitles, db)
        state.withLock { state in
            guard state.index?.generation == index.generation else { return }
            state.searches.keep(found, for: query)
        }
        return found
    }

    /// The products priced in `range` (found by `find` unless kept from an earlier read of the same index).
    func priceRun(
        _ range: ClosedRange<Int>, of index: ProductBrowseIndex, find: () throws -> ProductPriceRun
    ) throws -> ProductPriceRun {
        let cached = state.withLock { state in
            state.index?.generation == index.generation ? state.priceRuns.value(for: range) : nil
        }
        if let cached { return cached }
        let found = try find()
        state.withLock { state in
            guard state.index?.generation == index.generation else { return }
            state.priceRuns.keep(found, for: range)
        }
        return found
    }

    /// Which chunk of `sort`'s saved order holds each product (kept once made); `nil` when it cannot be made.
    func orderChunks(_ sort: String, of index: ProductBrowseIndex, _ db: Database) throws -> ProductOrderChunks? {
        let cached = state.withLock { state in state.index?.generation == index.generation ? state.orderChunks[sort] : nil }
        if let cached { return cached }
        guard let made = try ProductOrderChunks(try index.order(sort, db), limit: index.limit) else { return nil }
        state.withLock { state in
            guard state.index?.generation == index.generation else { return }
            state.orderChunks[sort] = made
        }
        return made
    }
}
