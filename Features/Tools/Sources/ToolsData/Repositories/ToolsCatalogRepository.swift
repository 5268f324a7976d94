import AppCore
import Foundation

/// The tools catalog, read from its source into the database and served from the
/// database. It is read again from the source when it is older than
/// `maxAge` (8 hours, as GodTools does) or when the person asks (`refresh`).
/// When the source cannot be reached, the saved catalog is served; an automatic
/// attempt that failed is not repeated in the same session until the person asks.
public struct ToolsCatalogRepository: Sendable {
    /// The tools a first launch starts with as favorites, by abbreviation, first one first.
    public static let defaultInitialFavorites = ["kgp", "satisfied", "fourlaws", "teachmetoshare"]
    /// How old the saved catalog may be before it is read again: 8 hours.
    public static let defaultMaxAge: TimeInterval = 8 * 60 * 60

    private let dao: ToolsCatalogDAO
    private let source: any ToolsContentSource
    private let clock: any AppClock
    private let initialFavorites: [String]
    private let maxAge: TimeInterval
    private let syncState: ToolsSyncState

    public init(
        dao: ToolsCatalogDAO, source: any ToolsContentSource, clock: any AppClock,
        initialFavorites: [String] = Self.defaultInitialFavorites, maxAge: TimeInterval = Self.defaultMaxAge,
        syncState: ToolsSyncState = ToolsSyncState()
    ) {
        self.dao = dao
        self.source = source
        self.clock = clock
        self.initialFavorites = initialFavorites
        self.maxAge = maxAge
        self.syncState = syncState
    }

    /// The saved catalog, read from the source first when it never was or is too old.
    /// - Throws: `ToolsContentSourceError` when nothing is saved and the source cannot answer.
    public func catalog() async throws -> ToolsContentDataModel {
        let syncedAt = try await dao.syncedAt(sourceKey: source.sourceKey)
        let isFresh = syncedAt.map { clock.now().timeIntervalSince($0) < maxAge } ?? false
        if !isFresh, await syncState.mayTryAutomatically() {
            do {
                try await sync()
            } catch {
                await syncState.automaticAttemptFailed()
                guard try await dao.hasCatalog() else { throw error }
            }
        }
        return try await dao.catalog()
    }

    /// Reads the catalog from the source and saves it, replacing the saved one.
    public func sync() async throws {
        let languages = try await source.languages()
        let resources = try await source.resources()
        try await dao.replaceCatalog(
            languages: languages, resources: resources, sourceKey: source.sourceKey, syncedAt: clock.now(),
            initialFavorites: initialFavorites
        )
        await syncState.synced()
    }

    /// Whether a catalog is saved, from any source.
    public func hasCatalog() async throws -> Bool {
        try await dao.hasCatalog()
    }

    /// When the catalog was last read from this source, if ever.
    public func syncedAt() async throws -> Date? {
        try await dao.syncedAt(sourceKey: source.sourceKey)
    }
}

/// What the session remembers about reading the catalog: whether an automatic
/// attempt failed, so that every screen does not wait on a source that is down.
public actor ToolsSyncState {
    private var automaticAttemptHasFailed = false

    public init() {}

    func mayTryAutomatically() -> Bool { !automaticAttemptHasFailed }
    func automaticAttemptFailed() { automaticAttemptHasFailed = true }
    func synced() { automaticAttemptHasFailed = false }
}
