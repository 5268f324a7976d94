import Testing
import ToolsData
import ToolsDomain
import ToolsTesting

@Suite("Tool settings")
struct ToolSettingsUseCaseTests {
    private func codes(_ languages: [ToolLanguageDomainModel]) -> [String] { languages.map(\.code) }

    @Test(
        "Given a tool in English, Spanish and Arabic When its settings are viewed in English Then English is primary, no parallel, and the parallel list leaves English out"
    )
    func defaults() async throws {
        let settings = try await ToolsTestContext().viewSettings.execute(toolId: "a")
        #expect(settings.primaryLanguage.code == "en")
        #expect(settings.parallelLanguage == nil)
        #expect(codes(settings.primaryCandidates) == ["ar", "en", "es"])
        #expect(codes(settings.parallelCandidates) == ["ar", "es"])
        #expect(settings.supportsParallelLanguage)
    }

    @Test("Given the app in Spanish When a tool's settings are viewed Then Spanish is its primary language")
    func primaryFollowsAppLanguage() async throws {
        #expect(try await ToolsTestContext(appLanguage: "es").viewSettings.execute(toolId: "a").primaryLanguage.code == "es")
    }

    @Test("Given a tool only in Spanish When its settings are viewed in English Then its default locale, Spanish, is primary")
    func primaryFallsBackToDefaultLocale() async throws {
        #expect(try await ToolsTestContext().viewSettings.execute(toolId: "d").primaryLanguage.code == "es")
    }

    @Test(
        "Given Spanish chosen as parallel When the settings are read Then the primary list leaves Spanish out and the parallel list leaves English out"
    )
    func eachListExcludesTheOtherChoice() async throws {
        let settings = try await ToolsTestContext().setParallel.execute(toolId: "a", language: "es")
        #expect(settings.parallelLanguage?.code == "es")
        #expect(codes(settings.primaryCandidates) == ["ar", "en"])
        #expect(codes(settings.parallelCandidates) == ["ar", "es"])
    }

    @Test("Given Spanish as parallel When Spanish is chosen as primary Then it is refused as the other choice")
    func primaryCannotBeTheParallel() async throws {
        let context = try ToolsTestContext()
        _ = try await context.setParallel.execute(toolId: "a", language: "es")
        await #expect(throws: ToolsError.languageIsOtherChoice(name: "Spanish")) {
            try await context.setPrimary.execute(toolId: "a", language: "es")
        }
    }

    @Test("Given English as primary When English is chosen as parallel Then it is refused as the other choice")
    func parallelCannotBeThePrimary() async throws {
        await #expect(throws: ToolsError.languageIsOtherChoice(name: "English")) {
            try await ToolsTestContext().setParallel.execute(toolId: "a", language: "English")
        }
    }

    @Test("Given a parallel language When parallel none is chosen Then there is none")
    func parallelNone() async throws {
        let context = try ToolsTestContext()
        _ = try await context.setParallel.execute(toolId: "a", language: "ar")
        #expect(try await context.setParallel.execute(toolId: "a", language: nil).parallelLanguage == nil)
    }

    @Test("Given English primary and Spanish parallel When swapped Then Spanish is primary and English parallel")
    func swap() async throws {
        let context = try ToolsTestContext()
        _ = try await context.setParallel.execute(toolId: "a", language: "es")
        let swapped = try await context.swapLanguages.execute(toolId: "a")
        #expect(swapped.primaryLanguage.code == "es")
        #expect(swapped.parallelLanguage?.code == "en")
    }

    @Test("Given no parallel language When swap is asked Then it says there is none")
    func swapWithoutParallel() async throws {
        await #expect(throws: ToolsError.noParallelLanguage) {
            try await ToolsTestContext().swapLanguages.execute(toolId: "a")
        }
    }

    @Test(
        "Given a tool's languages When one is typed by code or either name, any case and accents Then it is chosen",
        arguments: ["es", "ES", "Spanish", "español", "espanol"]
    )
    func languageByCodeOrName(text: String) async throws {
        #expect(try await ToolsTestContext().setPrimary.execute(toolId: "a", language: text).primaryLanguage.code == "es")
    }

    @Test("Given a tool not in French When French is chosen Then it is not available")
    func notTheToolsLanguage() async throws {
        await #expect(throws: ToolsError.languageNotAvailable("fr")) {
            try await ToolsTestContext().setPrimary.execute(toolId: "a", language: "fr")
        }
    }

    @Test("Given an article When its settings are viewed or a parallel language is chosen Then it has no parallel language")
    func articleHasNoParallel() async throws {
        let article = ToolsResourceDataModel(
            id: "x", name: "Article", abbreviation: "x", resourceType: "article", defaultOrder: 1)
        let source = FakeToolsContentSource(
            resources: ToolsResourcesDataModel(
                resources: [article],
                translations: [
                    ToolsTranslationDataModel(id: "x-en", resourceId: "x", languageId: "1"),
                    ToolsTranslationDataModel(id: "x-es", resourceId: "x", languageId: "2"),
                ]
            ))
        let context = try ToolsTestContext(source: source)
        let settings = try await context.viewSettings.execute(toolId: "x")
        #expect(!settings.supportsParallelLanguage)
        #expect(settings.parallelCandidates.isEmpty)
        await #expect(throws: ToolsError.parallelLanguageNotSupported) {
            try await context.setParallel.execute(toolId: "x", language: "es")
        }
    }

    @Test("Given languages chosen for a tool When the settings are read after a restart Then they are kept")
    func keptPerTool() async throws {
        let first = try ToolsTestContext()
        _ = try await first.setPrimary.execute(toolId: "a", language: "ar")
        _ = try await first.setParallel.execute(toolId: "a", language: "es")
        let restarted = try ToolsTestContext(database: first.database)
        let settings = try await restarted.viewSettings.execute(toolId: "a")
        #expect(settings.primaryLanguage.code == "ar")
        #expect(settings.parallelLanguage?.code == "es")
        #expect(try await restarted.viewSettings.execute(toolId: "b").primaryLanguage.code == "en")
    }
}
