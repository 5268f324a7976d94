import GRDB
import Synchronization

/// Keeps the catalog's browse index in memory between reads — with the sort
/// orders and the last few searches it has needed — and reloads it when the
/// catalog is rebuilt. One store serves every reader of one database.
public final class ProductBrowseIndexStore: Sendable {
    /// How many searches' matches are kept.
    static let searchesKept = 4

    private struct State: Sendable {
        var index: ProductBrowseIndex?
        var orders: [String: ProductBrowseOrder] = [:]
        var searches: [(match: String, result: ProductSearchMatch)] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// The index of the catalog saved now; `nil` when none is built yet.
    func index(_ db: Database) throws -> ProductBrowseIndex? {
        guard let generation = try ProductBrowseIndex.savedGeneration(db) else { return nil }
        if let cached = state.withLock({ $0.index }), cached.generation == generation { return cached }
        guard let loaded = try ProductBrowseIndex.load(db) else { return nil }
        state.withLock { $0 = State(index: loaded) }
        return loaded
    }

    /// The catalog in the order `sort` names (see ``ProductBrowseIndexBuilder/orders``).
    func order(_ sort: String, of index: ProductBrowseIndex, _ db: Database) throws -> ProductBrowseOrder {
        if let cached = state.withLock({ $0.index?.generation == index.generation ? $0.orders[sort] : nil }) { return cached }
        let loaded = try ProductBrowseOrder.load(sort, db)
        state.withLock { state in
            if state.index?.generation == index.generation { state.orders[sort] = loaded }
        }
        return loaded
    }

    /// What the full-text query `match` finds in the catalog.
    func search(_ match: String, of index: ProductBrowseIndex, _ db: Database) throws -> ProductSearchMatch {
        let cached = state.withLock { state in
            state.index?.generation == index.generation ? state.searches.first { $0.match == match }?.result : nil
        }
        if let cached { return cached }
        let found = try ProductSearchMatch.find(match, limit: index.limit, db)
        state.withLock { state in
            guard state.index?.generation == index.generation else { return }
            state.searches.insert((match, found), at: 0)
            if state.searches.count > Self.searchesKept { state.searches.removeLast() }
        }
        return found
    }
}
