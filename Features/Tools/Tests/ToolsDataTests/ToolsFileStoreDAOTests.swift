import Foundation
import Persistence
import TestSupport
import Testing
import ToolsData

@Suite("Tools file store DAO")
struct ToolsFileStoreDAOTests {
    private func makeStore() throws -> ToolsFileStoreDAO {
        ToolsFileStoreDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
    }

    private func download(_ manifest: String, language: String, files: Set<String>) -> ToolsDownloadDataModel {
        ToolsDownloadDataModel(
            manifestName: manifest + ".xml", manifestSha256: manifest, resourceId: "1", languageId: language,
            translationId: manifest, fileHashes: files, downloadedAt: TestClock.referenceInstant
        )
    }

    private func save(_ hashes: [String], in store: ToolsFileStoreDAO) async throws {
        for hash in hashes { try await store.save(Data(hash.utf8), sha256: hash, at: TestClock.referenceInstant) }
    }

    @Test("Given a saved file When it is read by its hash in any case Then its bytes come back")
    func saveAndRead() async throws {
        let store = try makeStore()
        try await store.save(Data("page".utf8), sha256: "ABC", at: TestClock.referenceInstant)
        #expect(try await store.file(sha256: "abc") == Data("page".utf8))
        #expect(try await store.savedHashes(among: ["abc", "def"]) == ["abc"])
    }

    @Test("Given a download recorded When one of its files is missing Then it is not complete")
    func completeNeedsEveryFile() async throws {
        let store = try makeStore()
        try await save(["m1", "p1"], in: store)
        try await store.recordDownload(download("m1", language: "1", files: ["p1", "p2"]))
        #expect(try await store.completeDownload(manifestName: "m1.xml") == nil)

        try await save(["p2"], in: store)
        #expect(try await store.completeDownload(manifestName: "m1.xml")?.fileHashes == ["m1", "p1", "p2"])
    }

    @Test("Given two downloads sharing a page When one is removed Then the shared page stays and only its own files go")
    func removeKeepsFilesStillNeeded() async throws {
        let store = try makeStore()
        try await save(["m1", "m2", "shared", "only1", "only2"], in: store)
        try await store.recordDownload(download("m1", language: "1", files: ["shared", "only1"]))
        try await store.recordDownload(download("m2", language: "2", files: ["shared", "only2"]))

        let deleted = try await store.removeDownloads(manifestNames: ["m1.xml"])

        #expect(deleted == 2)
        #expect(try await store.savedHashes(among: ["m1", "m2", "shared", "only1", "only2"]) == ["m2", "shared", "only2"])
        #expect(try await store.downloads().map(\.manifestName) == ["m2.xml"])
    }

    @Test("Given files another part of the app still needs When a download is removed Then those are kept")
    func removeKeepsWhatTheCallerNeeds() async throws {
        let store = try makeStore()
        try await save(["m1", "p1"], in: store)
        try await store.recordDownload(download("m1", language: "1", files: ["p1"]))
        try await store.removeDownloads(manifestNames: ["m1.xml"], keeping: ["P1"])
        #expect(try await store.savedHashes(among: ["m1", "p1"]) == ["p1"])
    }
}

@Suite("Tool language settings and pending views DAOs")
struct ToolsPersonalStateDAOTests {
    @Test("Given languages chosen for a tool When read back Then they are the ones saved, and another tool has none")
    func settingsRoundTrip() async throws {
        let dao = ToolLanguageSettingsDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        let settings = ToolLanguageSettingsDataModel(resourceId: "1", primaryLanguageId: "2", parallelLanguageId: "3")
        try await dao.save(settings)
        try await dao.save(ToolLanguageSettingsDataModel(resourceId: "1", primaryLanguageId: "3", parallelLanguageId: "2"))
        #expect(
            try await dao.settings(resourceId: "1")
                == ToolLanguageSettingsDataModel(resourceId: "1", primaryLanguageId: "3", parallelLanguageId: "2"))
        #expect(try await dao.settings(resourceId: "2") == nil)
    }

    @Test("Given views waiting When some are sent and more come meanwhile Then only the sent ones are taken off")
    func pendingViews() async throws {
        let dao = PendingToolViewsDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        try await dao.add(resourceId: "1")
        try await dao.add(resourceId: "1")
        try await dao.add(resourceId: "2")
        #expect(try await dao.pending().map { "\($0.resourceId):\($0.quantity)" } == ["1:2", "2:1"])

        try await dao.add(resourceId: "1")
        try await dao.markSent(resourceId: "1", quantity: 2)
        try await dao.markSent(resourceId: "2", quantity: 1)

        #expect(try await dao.pending().map { "\($0.resourceId):\($0.quantity)" } == ["1:1"])
    }

    @Test(
        "Given a file database from the first version When opened with today's migrations Then the new tables are there and the catalog keeps its details"
    )
    func migratesAndSurvivesRestart() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "tools-migrations")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let database = try AppDatabase.open(at: .directory(folder), migrations: [ToolsDatabaseMigrations()])
            try await ToolLanguageSettingsDAO(database: database).save(
                ToolLanguageSettingsDataModel(resourceId: "1", primaryLanguageId: "2", parallelLanguageId: nil)
            )
            try await PendingToolViewsDAO(database: database).add(resourceId: "1")
        }
        let reopened = try AppDatabase.open(at: .directory(folder), migrations: [ToolsDatabaseMigrations()])
        #expect(try await ToolLanguageSettingsDAO(database: reopened).settings(resourceId: "1")?.primaryLanguageId == "2")
        #expect(try await PendingToolViewsDAO(database: reopened).pending().count == 1)
    }
}
