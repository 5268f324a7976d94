import Foundation
import SystemKit
import TestSupport
import Testing
import ToolsData
import ToolsDomain
import ToolsTesting

@Suite("Downloaded languages kept current")
struct LanguageUpdatesUseCaseTests {
    private static let day: TimeInterval = 24 * 60 * 60

    private func publishedAlphaInSpanish() throws -> PublishedTranslationFixture {
        try #require(ToolsFixtures.publishing("a-es", headings: ["Alfa nueva", "Alfa dos", "Alfa final"]))
    }

    /// Spanish downloaded a day ago, then a newer Spanish translation of A published.
    private func spanishDownloadedThenPublished(withholding: Set<String> = []) async throws -> (
        ToolsTestContext, PublishedTranslationFixture
    ) {
        let context = try ToolsTestContext()
        _ = try await context.downloadLanguage.execute(language: "es")
        context.clock.advance(by: Self.day)
        let published = try publishedAlphaInSpanish()
        context.source.publish(published, withholding: withholding)
        return (context, published)
    }

    @Test(
        "Given Spanish downloaded and a newer Spanish translation of A published When languages update Then A's new pages read offline and its old files are freed"
    )
    func updatesToTheNewerTranslation() async throws {
        let (context, published) = try await spanishDownloadedThenPublished()
        let oldManifest = try #require(ToolsFixtures.manifestNames["a-es"])
        let heard = LockedState<[Double]>([])

        let updates = try await context.updateLanguages.execute(readingCatalogAgain: true) { step in
            heard.withLock { $0.append(step.fraction) }
        }
        context.source.setOffline(true)
        _ = try await context.setPrimary.execute(toolId: "a", language: "es")
        let tool = try await context.openTool.execute(toolId: "a")

        #expect(updates.updated.map(\.language.code) == ["es"])
        #expect(updates.updated.first?.updatedTools == 1)
        #expect(updates.failed.isEmpty)
        #expect(tool.primary.pages.first?.blocks.first == .heading("Alfa nueva"))
        #expect(try await context.isSaved(manifestName: published.manifestName, resourceId: "a"))
        #expect(try await !context.isSaved(manifestName: oldManifest, resourceId: "a"))
        #expect(heard.withLock { $0.last } == 1)
        let lastUpdated = try await context.viewLastUpdated.execute()
        #expect(lastUpdated.values.first == context.clock.now())
    }

    @Test("Given Spanish checked an hour ago When languages update again Then the source is not asked, until a day has passed")
    func checksAtMostOncePerDay() async throws {
        let (context, _) = try await spanishDownloadedThenPublished()
        _ = await context.updateLanguages.execute(readingCatalogAgain: true)
        context.clock.advance(by: 60 * 60)
        let reads = context.source.catalogReads

        let again = await context.updateLanguages.execute(readingCatalogAgain: true)
        #expect(again == .nothingDue)
        #expect(context.source.catalogReads == reads)

        context.clock.advance(by: Self.day)
        let nextDay = await context.updateLanguages.execute(readingCatalogAgain: true)
        #expect(nextDay.checkedLanguages == 1)
        #expect(nextDay.updated.isEmpty)
        #expect(context.source.catalogReads == reads + 1)
    }

    @Test(
        "Given a newer translation whose last page the source fails to serve When languages update Then the old files and version stay and a later try succeeds"
    )
    func failedUpdateKeepsTheOldDownload() async throws {
        let published = try publishedAlphaInSpanish()
        let missing = try #require(published.pageNames.last)
        let (context, _) = try await spanishDownloadedThenPublished(withholding: [missing])
        let oldManifest = try #require(ToolsFixtures.manifestNames["a-es"])
        let before = try await context.viewLastUpdated.execute()

        let failed = await context.updateLanguages.execute(readingCatalogAgain: true)

        #expect(failed.failed.map(\.code) == ["es"])
        #expect(failed.updated.isEmpty)
        #expect(try await context.isSaved(manifestName: oldManifest, resourceId: "a"))
        #expect(try await !context.isSaved(manifestName: published.manifestName, resourceId: "a"))
        #expect(try await context.viewLastUpdated.execute() == before)

        context.source.publish(published)
        let retried = await context.updateLanguages.execute(readingCatalogAgain: true)
        #expect(retried.updated.map(\.language.code) == ["es"])
        #expect(try await !context.isSaved(manifestName: oldManifest, resourceId: "a"))
    }

    @Test(
        "Given an update of Spanish that failed When A is read in Spanish with the source gone Then the old version reads"
    )
    func oldVersionReadsAfterAFailedUpdate() async throws {
        let published = try publishedAlphaInSpanish()
        let missing = try #require(published.pageNames.last)
        let (context, _) = try await spanishDownloadedThenPublished(withholding: [missing])
        _ = await context.updateLanguages.execute(readingCatalogAgain: true)
        context.source.setOffline(true)
        _ = try await context.setPrimary.execute(toolId: "a", language: "es")

        let tool = try await context.openTool.execute(toolId: "a")

        #expect(tool.primary.pages.first?.blocks.first == .heading("Alfa uno"))
    }

    @Test("Given a favorite holding A in Spanish When Spanish updates Then the favorite holds the newer translation")
    func favoriteHoldMovesToTheNewerTranslation() async throws {
        let context = try ToolsTestContext()
        _ = try await context.setPrimary.execute(toolId: "a", language: "es")
        try await context.toggleFavorite.execute(toolId: "a", isFavorite: true)
        _ = try await context.keepFavoriteOffline.execute(toolId: "a")
        _ = try await context.downloadLanguage.execute(language: "es")
        context.clock.advance(by: Self.day)
        let published = try publishedAlphaInSpanish()
        context.source.publish(published)

        _ = await context.updateLanguages.execute(readingCatalogAgain: true)

        let held = try await context.offlineFavoritesRepository.heldManifestNames()
        #expect(held.contains(published.manifestName))
        #expect(!held.contains(try #require(ToolsFixtures.manifestNames["a-es"])))
    }

    @Test("Given the source gone at launch When languages update Then nothing changes and the language stays due")
    func sourceGoneLeavesItDue() async throws {
        let (context, _) = try await spanishDownloadedThenPublished()
        context.source.setOffline(true)

        let offline = await context.updateLanguages.execute(readingCatalogAgain: true)
        context.source.setOffline(false)
        let online = await context.updateLanguages.execute(readingCatalogAgain: true)

        #expect(offline == .nothingDue)
        #expect(online.updated.map(\.language.code) == ["es"])
    }

    @Test(
        "Given Spanish downloaded past a tool that failed its checksum When A's newer translation is published and languages update Then A updates and the broken tool stays missing"
    )
    func brokenToolDoesNotHoldBackTheUpdate() async throws {
        let context = try ToolsTestContext()
        let brokenManifest = try #require(ToolsFixtures.manifestNames["d-es"])
        let manifest = try ToolManifestDecoder().decode(try #require(ToolsFixtures.files[brokenManifest]))
        let page = try #require(manifest.pages.first?.source)
        context.source.replaceFile(named: page, with: Data("tampered".utf8))
        _ = try await context.downloadLanguage.execute(language: "es")
        context.clock.advance(by: Self.day)
        let published = try publishedAlphaInSpanish()
        context.source.publish(published)

        let updates = await context.updateLanguages.execute(readingCatalogAgain: true)

        #expect(updates.updated.map(\.language.code) == ["es"])
        #expect(updates.updated.first?.updatedTools == 1)
        #expect(updates.failed.isEmpty)
        #expect(try await context.isSaved(manifestName: published.manifestName, resourceId: "a"))
        #expect(try await !context.isSaved(manifestName: brokenManifest, resourceId: "d"))
    }

    @Test("Given no language downloaded When languages update Then the source is not asked")
    func nothingDownloadedAsksNothing() async throws {
        let context = try ToolsTestContext()
        let reads = context.source.catalogReads

        let updates = await context.updateLanguages.execute(readingCatalogAgain: true)

        #expect(updates == .nothingDue)
        #expect(context.source.catalogReads == reads)
    }
}
