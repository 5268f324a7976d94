import Foundation
import Persistence
import SystemKit
import TestSupport
import Testing
import ToolsData
import ToolsDomain
import ToolsTesting

@Suite("Favorites kept available offline")
struct OfflineFavoritesUseCaseTests {
    private func manifest(_ translation: String) throws -> String {
        try #require(ToolsFixtures.manifestNames[translation])
    }

    @Test(
        "Given a tool read in Spanish with Arabic beside it When it is favorited and kept offline Then it reads in English, Spanish and Arabic with the source gone"
    )
    func keptInAppPrimaryAndParallelLanguages() async throws {
        let context = try ToolsTestContext()
        _ = try await context.setPrimary.execute(toolId: "a", language: "es")
        _ = try await context.setParallel.execute(toolId: "a", language: "ar")
        try await context.toggleFavorite.execute(toolId: "a", isFavorite: true)
        let heard = LockedState<[Double]>([])

        let kept = try await context.keepFavoriteOffline.execute(toolId: "a") { step in
            heard.withLock { $0.append(step.fraction) }
        }
        context.source.setOffline(true)
        let tool = try await context.openTool.execute(toolId: "a")

        #expect(kept.languages.map(\.code) == ["en", "es", "ar"])
        #expect(kept.toolName == "Alpha")
        #expect(tool.primary.pages.first?.blocks.first == .heading("Alfa uno"))
        #expect(tool.parallel?.pages.first?.blocks.first == .heading("ألفا واحد"))
        #expect(tool.downloadedLanguages.isEmpty)
        #expect(try await context.isSaved(manifestName: manifest("a-en"), resourceId: "a"))
        let fractions = heard.withLock { $0 }
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(fractions.last == 1)
    }

    @Test("Given the source gone When a favorite is kept offline Then it fails naming the language and holds nothing")
    func failsWithSourceGone() async throws {
        let context = try ToolsTestContext()
        try await context.toggleFavorite.execute(toolId: "b", isFavorite: true)
        context.source.setOffline(true)

        await #expect(throws: ToolsError.downloadFailed(languageName: "English")) {
            try await context.keepFavoriteOffline.execute(toolId: "b")
        }
        #expect(try await context.offlineFavoritesRepository.heldManifestNames().isEmpty)
    }

    @Test(
        "Given a favorite kept in English and French, and French downloaded When it is unfavorited Then English is freed and French stays"
    )
    func unfavoritingKeepsWhatADownloadedLanguageNeeds() async throws {
        let context = try ToolsTestContext()
        _ = try await context.setParallel.execute(toolId: "b", language: "fr")
        try await context.toggleFavorite.execute(toolId: "b", isFavorite: true)
        _ = try await context.keepFavoriteOffline.execute(toolId: "b")
        _ = try await context.downloadLanguage.execute(language: "fr")

        try await context.toggleFavorite.execute(toolId: "b", isFavorite: false)
        let freed = try await context.freeUnfavorited.execute(toolId: "b")

        #expect(freed == 3)
        #expect(try await !context.isSaved(manifestName: manifest("b-en"), resourceId: "b"))
        #expect(try await context.isSaved(manifestName: manifest("b-fr"), resourceId: "b"))
        #expect(try await context.offlineFavoritesRepository.heldManifestNames().isEmpty)
    }

    @Test(
        "Given a favorite kept in English and Spanish, and Spanish downloaded When Spanish is removed Then the favorite's Spanish stays and reads offline"
    )
    func removingALanguageKeepsWhatAFavoriteHolds() async throws {
        let context = try ToolsTestContext()
        _ = try await context.setParallel.execute(toolId: "a", language: "es")
        try await context.toggleFavorite.execute(toolId: "a", isFavorite: true)
        _ = try await context.keepFavoriteOffline.execute(toolId: "a")
        _ = try await context.setParallel.execute(toolId: "a", language: nil)
        let spanish = try await context.downloadLanguage.execute(language: "es").language

        _ = try await context.removeLanguage.execute(languageId: spanish.id)

        #expect(try await context.isSaved(manifestName: manifest("a-es"), resourceId: "a"))
        #expect(try await !context.isSaved(manifestName: manifest("d-es"), resourceId: "d"))
    }

    @Test("Given a favorite nobody else needs When it is unfavorited Then every file it held is freed")
    func unfavoritingFreesEverything() async throws {
        let context = try ToolsTestContext()
        try await context.toggleFavorite.execute(toolId: "a", isFavorite: true)
        _ = try await context.keepFavoriteOffline.execute(toolId: "a")

        let freed = try await context.freeUnfavorited.execute(toolId: "a")

        #expect(freed == 4)
        #expect(try await !context.isSaved(manifestName: manifest("a-en"), resourceId: "a"))
    }

    @Test("Given the offline notice shown When it is dismissed Then it stays hidden after a restart")
    func bannerDismissedForGood() async throws {
        let context = try ToolsTestContext()
        #expect(await context.viewOfflineBanner.execute())

        try await context.dismissOfflineBanner.execute()
        let restarted = try ToolsTestContext(database: context.database)

        #expect(await !restarted.viewOfflineBanner.execute())
    }
}
