import Foundation
import Persistence
import TestSupport
import Testing
import ToolsData
import ToolsDomain
import ToolsTesting

@Suite("Open a tool to read it")
struct OpenToolUseCaseTests {
    @Test(
        "Given a tool not saved When it is opened Then its manifest and pages are downloaded and its pages read in the primary language"
    )
    func downloadsAndReads() async throws {
        let context = try ToolsTestContext()
        let tool = try await context.openTool.execute(toolId: "a")

        #expect(tool.primary.language.code == "en")
        #expect(tool.primary.toolName == "Alpha")
        #expect(tool.primary.pages.count == 3)
        #expect(
            tool.primary.pages.first?.blocks == [
                .heading("Alpha one"), .paragraph("Alpha one: paragraph & more."), .heading("Card 1"), .paragraph("Card text 1."),
            ])
        #expect(tool.parallel == nil)
        #expect(tool.downloadedLanguages.map(\.code) == ["en"])
        #expect(context.source.fetchedFiles.count == 4)
    }

    @Test("Given Spanish as parallel When the tool is opened Then both languages are downloaded, each with its own pages")
    func downloadsParallel() async throws {
        let context = try ToolsTestContext()
        _ = try await context.setParallel.execute(toolId: "a", language: "es")
        let tool = try await context.openTool.execute(toolId: "a")

        #expect(tool.parallel?.language.code == "es")
        #expect(tool.parallel?.toolName == "Alfa")
        #expect(tool.parallel?.pages.first?.blocks.first == .heading("Alfa uno"))
        #expect(tool.downloadedLanguages.map(\.code) == ["en", "es"])
    }

    @Test("Given a tool read before When it is opened again Then nothing is fetched")
    func savedToolIsNotFetchedAgain() async throws {
        let context = try ToolsTestContext()
        _ = try await context.openTool.execute(toolId: "a")
        let fetched = context.source.fetchedFiles.count

        let again = try await context.openTool.execute(toolId: "a")

        #expect(again.downloadedLanguages.isEmpty)
        #expect(context.source.fetchedFiles.count == fetched)
    }

    @Test("Given a tool read before and the source gone When it is opened after a restart Then it reads offline")
    func readsOfflineAfterRestart() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "tools-offline")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let database = try AppDatabase.open(at: .directory(folder), migrations: [ToolsDatabaseMigrations()])
            _ = try await ToolsTestContext(database: database).openTool.execute(toolId: "a")
        }
        let offline = FakeToolsContentSource()
        offline.setOffline(true)
        let reopened = try AppDatabase.open(at: .directory(folder), migrations: [ToolsDatabaseMigrations()])

        let tool = try await ToolsTestContext(source: offline, database: reopened).openTool.execute(toolId: "a")

        #expect(tool.primary.pages.count == 3)
        #expect(offline.fetchedFiles.isEmpty)
    }

    @Test(
        "Given a page whose bytes do not match its checksum When the tool is opened Then it is refused and the tool is not saved")
    func checksumMismatchRefused() async throws {
        let context = try ToolsTestContext()
        let manifest = try #require(ToolsFixtures.manifestNames["a-en"])
        let manifestBytes = try #require(ToolsFixtures.files[manifest])
        let page = try #require(try ToolManifestDecoder().decode(manifestBytes).pages.last)
        context.source.replaceFile(named: page.source, with: Data("<page>tampered</page>".utf8))

        await #expect(throws: ToolsError.checksumMismatch(languageName: "English")) {
            try await context.openTool.execute(toolId: "a")
        }
        let request = ToolTranslationRequestDataModel(
            manifestName: manifest, resourceId: "a", languageId: "1", translationId: "a-en")
        #expect(try await !context.filesRepository.isSaved(request))
        #expect(try await ToolsFileStoreDAO(database: context.database).file(sha256: page.sha256) == nil)
    }

    @Test("Given a translation with no manifest When the tool is opened Then it says there is no content in that language")
    func noManifest() async throws {
        await #expect(throws: ToolsError.noContent(languageName: "English")) {
            try await ToolsTestContext().openTool.execute(toolId: "c")
        }
    }

    @Test("Given a tool in no language When it is opened Then it says there is no content")
    func noLanguages() async throws {
        await #expect(throws: ToolsError.noContent(languageName: "English")) {
            try await ToolsTestContext().openTool.execute(toolId: "e")
        }
    }

    @Test("Given the source down and nothing saved When a tool is opened Then the download fails for its language")
    func downloadFails() async throws {
        let context = try ToolsTestContext()
        _ = try await context.viewTools.execute()
        context.source.setOffline(true)
        await #expect(throws: ToolsError.downloadFailed(languageName: "English")) {
            try await context.openTool.execute(toolId: "a")
        }
    }

    @Test("Given Arabic as primary When the tool is opened Then its pages are marked right to left")
    func rightToLeft() async throws {
        let context = try ToolsTestContext()
        _ = try await context.setPrimary.execute(toolId: "a", language: "ar")
        let tool = try await context.openTool.execute(toolId: "a")
        #expect(tool.primary.language.isRightToLeft)
        #expect(tool.primary.pages.count == 2)
    }

    @Test("Given a page with an element no reader knows When it is read Then that element is skipped and the rest is shown")
    func unknownElementsAreSkipped() async throws {
        let tool = try await ToolsTestContext().openTool.execute(toolId: "d")
        #expect(tool.primary.pages.first?.blocks == [.heading("Delta uno"), .paragraph("Párrafo 1.")])
    }

    @Test("Given the source up When a tool is opened Then one view is sent")
    func viewSent() async throws {
        let context = try ToolsTestContext()
        _ = try await context.openTool.execute(toolId: "a")
        #expect(context.source.postedViews == [FakeToolsContentSource.PostedView(resourceId: "a", quantity: 1)])
    }

    @Test(
        "Given a saved tool and the source down When it is opened Then the view is kept, and sent with the next one once the source is back"
    )
    func viewKeptThenSent() async throws {
        let context = try ToolsTestContext()
        _ = try await context.readInChosenLanguages.execute(toolId: "a")
        context.source.setOffline(true)

        _ = try await context.openTool.execute(toolId: "a")
        #expect(try await context.viewsRepository.pendingViews() == ["a": 1])

        context.source.setOffline(false)
        _ = try await context.openTool.execute(toolId: "a")
        #expect(context.source.postedViews == [FakeToolsContentSource.PostedView(resourceId: "a", quantity: 2)])
        #expect(try await context.viewsRepository.pendingViews().isEmpty)
    }

    @Test("Given a tool being read When it is read again in the languages chosen Then no view is counted")
    func readingAgainCountsNoView() async throws {
        let context = try ToolsTestContext()
        _ = try await context.readInChosenLanguages.execute(toolId: "a")
        #expect(context.source.postedViews.isEmpty)
        #expect(try await context.viewsRepository.pendingViews().isEmpty)
    }
}
