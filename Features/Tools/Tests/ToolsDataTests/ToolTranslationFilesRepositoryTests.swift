import Foundation
import Primitives
import SystemKit
import TestSupport
import Testing
import ToolsData
import ToolsTesting

@Suite("Tool translation files")
struct ToolTranslationFilesRepositoryTests {
    private let source = FakeToolsContentSource()
    private let repository: ToolTranslationFilesRepository
    private let store: ToolsFileStoreDAO

    init() throws {
        store = ToolsFileStoreDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        repository = ToolTranslationFilesRepository(store: store, source: source, clock: TestClock.fixed())
    }

    private func request(_ translation: String, language: String = "1") throws -> ToolTranslationRequestDataModel {
        ToolTranslationRequestDataModel(
            manifestName: try #require(ToolsFixtures.manifestNames[translation]), resourceId: String(translation.prefix(1)),
            languageId: language, translationId: translation
        )
    }

    @Test(
        "Given a translation not saved When it is downloaded Then the manifest and each page are fetched, progress counts up, and it reads from the database"
    )
    func downloads() async throws {
        let steps = LockedState<[String]>([])
        let fetched = try await repository.download(try request("a-en")) { progress in
            steps.withLock { $0.append("\(progress.completedFiles)/\(progress.totalFiles)") }
        }

        #expect(fetched == 4)
        #expect(steps.withLock { $0 } == ["1/4", "2/4", "3/4", "4/4"])
        #expect(try await repository.isSaved(try request("a-en")))
        let content = try #require(try await repository.savedContent(try request("a-en")))
        #expect(content.pages.count == 3)
        #expect(content.manifest.title == "Alpha one")
    }

    @Test(
        "Given a manifest read alone for a tool's details When the translation is downloaded by another repository of the session Then the manifest is not fetched again"
    )
    func manifestReadAloneIsNotFetchedAgain() async throws {
        let fetchedManifests = FetchedManifests()
        let details = ToolTranslationFilesRepository(
            store: store, source: source, clock: TestClock.fixed(), fetchedManifests: fetchedManifests)
        let reader = ToolTranslationFilesRepository(
            store: store, source: source, clock: TestClock.fixed(), fetchedManifests: fetchedManifests)

        _ = try await details.manifest(try request("a-en"))
        let fetched = try await reader.download(try request("a-en"))

        #expect(fetched == 3)
        #expect(source.fetchedFiles.count == 4)
        #expect(source.fetchedFiles.filter { $0 == ToolsFixtures.manifestNames["a-en"] }.count == 1)
    }

    @Test("Given a saved translation When it is downloaded again Then nothing is fetched")
    func notFetchedTwice() async throws {
        try await repository.download(try request("b-en"))
        #expect(try await repository.download(try request("b-en")) == 0)
        #expect(source.fetchedFiles.count == 3)
    }

    @Test(
        "Given a page whose bytes do not match its checksum When downloaded Then it is refused by name, not kept, and the translation is not saved"
    )
    func pageChecksumMismatch() async throws {
        let manifest = try ToolManifestDecoder().decode(try #require(ToolsFixtures.files[try request("a-en").manifestName]))
        let bad = try #require(manifest.pages.dropFirst().first)
        source.replaceFile(named: bad.source, with: Data("<page/>".utf8))

        await #expect(throws: ToolsDownloadError.checksumMismatch(fileName: bad.source)) {
            try await repository.download(try request("a-en"))
        }
        #expect(try await store.file(sha256: bad.sha256) == nil)
        #expect(try await store.file(sha256: try #require(manifest.pages.first?.sha256)) != nil)
        #expect(try await !repository.isSaved(try request("a-en")))
        #expect(try await repository.savedContent(try request("a-en")) == nil)
    }

    @Test("Given a manifest whose bytes do not hash to its name When downloaded Then it is refused")
    func manifestChecksumMismatch() async throws {
        let name = try request("b-fr").manifestName
        source.replaceFile(named: name, with: Data("<manifest><pages/></manifest>".utf8))
        await #expect(throws: ToolsDownloadError.checksumMismatch(fileName: name)) {
            try await repository.download(try request("b-fr", language: "4"))
        }
    }

    @Test("Given the source down When a translation is downloaded Then the source's failure is given")
    func sourceDown() async throws {
        source.setOffline(true)
        await #expect(throws: ToolsDownloadError.source(.unreachable)) {
            try await repository.download(try request("a-es", language: "2"))
        }
    }

    @Test("Given a saved translation and the source gone When it is read Then it comes from the database")
    func readsOffline() async throws {
        try await repository.download(try request("d-es", language: "2"))
        source.setOffline(true)
        #expect(try await repository.download(try request("d-es", language: "2")) == 0)
        #expect(try await repository.savedContent(try request("d-es", language: "2"))?.pages.count == 2)
    }
}

@Suite("Tool translation files with tips and an unreadable page")
struct ToolTranslationTipsAndUnreadablePageTests {
    private let source = FakeToolsContentSource()
    private let repository: ToolTranslationFilesRepository

    init() throws {
        let store = ToolsFileStoreDAO(database: try TestDatabase.inMemory([ToolsDatabaseMigrations()]))
        repository = ToolTranslationFilesRepository(store: store, source: source, clock: TestClock.fixed())
    }

    /// Adds `text` to the source under its SHA-256 name and returns the name.
    private func add(_ text: String) -> String {
        let name = SHA256.hexDigest(of: Array(text.utf8)) + ".xml"
        source.replaceFile(named: name, with: Data(text.utf8))
        return name
    }

    @Test(
        "Given a translation with a tip and a page that is not XML When downloaded and read Then the tip is fetched and read, and the bad page reads as unreadable between the others"
    )
    func tipsAndUnreadablePage() async throws {
        let good = add(
            #"<page xmlns="https://mobile-content-api.cru.org/xmlns/tract"><hero><heading>One</heading></hero></page>"#)
        let bad = add("<page><hero>")
        let last = add(#"<page id="last" xmlns="https://mobile-content-api.cru.org/xmlns/tract"><cards><card/></cards></page>"#)
        let tip = add(
            #"<tip xmlns="https://mobile-content-api.cru.org/xmlns/training" type="prepare"><pages><page><text>Pray first.</text></page></pages></tip>"#
        )
        let manifest = add(
            """
            <manifest xmlns="https://mobile-content-api.cru.org/xmlns/manifest" tool="x" locale="en" type="tract">
              <pages><page filename="01.xml" src="\(good)"/><page filename="02.xml" src="\(bad)"/><page filename="03.xml" src="\(last)"/></pages>
              <tips><tip id="pray" src="\(tip)"/></tips>
            </manifest>
            """)
        let request = ToolTranslationRequestDataModel(
            manifestName: manifest, resourceId: "x", languageId: "1", translationId: "x-en")

        #expect(try await repository.download(request) == 5)
        let content = try #require(try await repository.savedContent(request))
        #expect(content.pages.map(\.id) == ["01.xml", "02.xml", "last"])
        #expect(content.pages[1].layout == .unreadable(.malformed))
        #expect(content.tips == [ToolTipDataModel(id: "pray", type: "prepare", pages: [[.paragraph("Pray first.")]])])
    }
}
