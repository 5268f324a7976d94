import Foundation
import Persistence
import TestSupport
import Testing
import ToolsData

@Suite("Tools catalog DAO")
struct ToolsCatalogDAOTests {
    private let languages = [
        ToolsLanguageDataModel(id: "2", code: "es", name: "Spanish"),
        ToolsLanguageDataModel(id: "1", code: "en", name: "English"),
    ]
    private let resources = ToolsResourcesDataModel(
        resources: [
            ToolsResourceDataModel(id: "1", name: "Alpha", abbreviation: "a", resourceType: "tract", defaultOrder: 2),
            ToolsResourceDataModel(id: "2", name: "Beta", abbreviation: "b", resourceType: "article", isHidden: true),
        ],
        translations: [
            ToolsTranslationDataModel(id: "10", resourceId: "1", languageId: "1", translatedName: "Alpha"),
            ToolsTranslationDataModel(id: "11", resourceId: "1", languageId: "3", translatedName: "Unknown language"),
        ]
    )

    private func makeDatabase() throws -> AppDatabase {
        try TestDatabase.inMemory([ToolsDatabaseMigrations()])
    }

    @Test(
        "Given a saved catalog When it is read back Then languages come by name and translations of unknown languages are left out"
    )
    func roundTrip() async throws {
        let dao = ToolsCatalogDAO(database: try makeDatabase())
        try await dao.replaceCatalog(
            languages: languages, resources: resources, sourceKey: "test", syncedAt: TestClock.referenceInstant)

        let catalog = try await dao.catalog()

        #expect(catalog.languages.map(\.code) == ["en", "es"])
        #expect(catalog.resources == resources.resources)
        #expect(catalog.translations.map(\.id) == ["10"])
        #expect(try await dao.syncedAt(sourceKey: "test") == TestClock.referenceInstant)
    }

    @Test("Given a first save with initial favorites When the favorites are read Then they are those tools in that order")
    func initialFavorites() async throws {
        let database = try makeDatabase()
        try await ToolsCatalogDAO(database: database).replaceCatalog(
            languages: languages, resources: resources, sourceKey: "test", syncedAt: TestClock.referenceInstant,
            initialFavorites: ["b", "missing", "a"]
        )
        #expect(try await FavoriteToolsDAO(database: database).favorites().map(\.resourceId) == ["2", "1"])
    }

    @Test("Given the person removed the initial favorites When the catalog is saved again Then they are not added back")
    func initialFavoritesOnlyOnce() async throws {
        let database = try makeDatabase()
        let dao = ToolsCatalogDAO(database: database)
        try await dao.replaceCatalog(
            languages: languages, resources: resources, sourceKey: "test", syncedAt: .now, initialFavorites: ["a"])
        try await FavoriteToolsDAO(database: database).remove(resourceId: "1")

        try await dao.replaceCatalog(
            languages: languages, resources: resources, sourceKey: "test", syncedAt: .now, initialFavorites: ["a"])

        #expect(try await FavoriteToolsDAO(database: database).favorites().isEmpty)
    }

    @Test("Given a file database When it is closed and opened again Then the catalog is still there")
    func survivesRestart() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "tools-catalog")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let database = try AppDatabase.open(at: .directory(folder), migrations: [ToolsDatabaseMigrations()])
            try await ToolsCatalogDAO(database: database).replaceCatalog(
                languages: languages, resources: resources, sourceKey: "test", syncedAt: TestClock.referenceInstant
            )
        }
        let reopened = try AppDatabase.open(at: .directory(folder), migrations: [ToolsDatabaseMigrations()])
        #expect(try await ToolsCatalogDAO(database: reopened).catalog().resources.count == 2)
    }
}
