import Foundation
import Testing
import ToolsData
import ToolsDomain

@Suite("Sync and refresh the tools")
struct RefreshToolsUseCaseTests {
    @Test("Given the tools read 7 hours ago When they are viewed Then the source is not asked again")
    func freshCatalogIsNotReadAgain() async throws {
        let context = try ToolsTestContext()
        _ = try await context.viewTools.execute()
        context.clock.advance(by: 7 * 60 * 60)
        _ = try await context.viewTools.execute()
        #expect(context.source.catalogReads == 1)
    }

    @Test("Given the tools read 8 hours ago When they are viewed Then they are read again")
    func staleCatalogIsReadAgain() async throws {
        let context = try ToolsTestContext()
        _ = try await context.viewTools.execute()
        context.clock.advance(by: 8 * 60 * 60)
        _ = try await context.viewTools.execute()
        #expect(context.source.catalogReads == 2)
    }

    @Test("Given the tools just read When the person refreshes Then they are read again at once")
    func refreshReadsAtOnce() async throws {
        let context = try ToolsTestContext()
        _ = try await context.viewTools.execute()
        #expect(try await context.refreshTools.execute() == .refreshed)
        #expect(context.source.catalogReads == 2)
    }

    @Test("Given saved tools and the source down When the person refreshes Then they are told and the saved tools stay")
    func refreshOffline() async throws {
        let context = try ToolsTestContext()
        _ = try await context.viewTools.execute()
        context.source.setOffline(true)
        #expect(try await context.refreshTools.execute() == .offline)
        #expect(try await context.viewTools.execute().tools.count == 5)
    }

    @Test("Given old saved tools and the source down When they are viewed Then the saved tools are shown")
    func staleButOffline() async throws {
        let context = try ToolsTestContext()
        _ = try await context.viewTools.execute()
        context.source.setOffline(true)
        context.clock.advance(by: 9 * 60 * 60)
        #expect(try await context.viewTools.execute().tools.count == 5)
    }

    @Test("Given nothing saved and the source down When the tools are viewed Then it says the source cannot be reached")
    func nothingSavedOffline() async throws {
        let context = try ToolsTestContext()
        context.source.setOffline(true)
        await #expect(throws: ToolsError.sourceUnreachable) {
            try await context.viewTools.execute()
        }
        await #expect(throws: ToolsError.sourceUnreachable) {
            try await context.refreshTools.execute()
        }
    }

    @Test("Given views kept while the source was down When the person refreshes Then they are sent")
    func refreshSendsKeptViews() async throws {
        let context = try ToolsTestContext()
        _ = try await context.readInChosenLanguages.execute(toolId: "b")
        context.source.setOffline(true)
        _ = try await context.openTool.execute(toolId: "b")
        context.source.setOffline(false)

        _ = try await context.refreshTools.execute()

        #expect(context.source.postedViews.map(\.resourceId) == ["b"])
        #expect(try await context.viewsRepository.pendingViews().isEmpty)
    }

    @Test("Given a ranking kept for a personalized list When the person refreshes Then it is forgotten, to be asked for again")
    func refreshForgetsRankings() async throws {
        let context = try ToolsTestContext()
        let rankings = PersonalizationRankingsDAO(database: context.database)
        try await rankings.keep(
            CachedRankingDataModel(resourceIds: ["a"], fetchedAt: context.clock.now()), country: "KE", language: "en")

        _ = try await context.refreshTools.execute()

        #expect(try await rankings.ranking(country: "KE", language: "en") == nil)
    }

    @Test("Given a ranking kept and the source down When the person refreshes Then the ranking stays for the lists offline")
    func refreshOfflineKeepsRankings() async throws {
        let context = try ToolsTestContext()
        _ = try await context.viewTools.execute()
        let rankings = PersonalizationRankingsDAO(database: context.database)
        try await rankings.keep(
            CachedRankingDataModel(resourceIds: ["a"], fetchedAt: context.clock.now()), country: nil, language: "en")
        context.source.setOffline(true)

        _ = try await context.refreshTools.execute()

        #expect(try await rankings.ranking(country: nil, language: "en")?.resourceIds == ["a"])
    }
}
