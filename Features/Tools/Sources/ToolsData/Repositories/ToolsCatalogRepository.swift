import AppCore

/// The tools catalog, read from its source into the database on first use and
/// served from the database after that.
public struct ToolsCatalogRepository: Sendable {
    /// The tools a first launch starts with as favorites, by abbreviation, first one first.
    public static let defaultInitialFavorites = ["kgp", "satisfied", "fourlaws", "teachmetoshare"]

    private let dao: ToolsCatalogDAO
    private let source: any ToolsContentSource
    private let clock: any AppClock
    private let initialFavorites: [String]

    public init(
        dao: ToolsCatalogDAO, source: any ToolsContentSource, clock: any AppClock,
        initialFavorites: [String] = Self.defaultInitialFavorites
    ) {
        self.dao = dao
        self.source = source
        self.clock = clock
        self.initialFavorites = initialFavorites
    }

    /// The saved catalog, reading it from the source first when it never was.
    public func catalog() async throws -> ToolsContentDataModel {
        if try await dao.syncedAt(sourceKey: source.sourceKey) == nil {
            try await sync()
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
    }
}
