import Testing
import ToolsDomain

@Suite("Tool filters")
struct ToolFiltersUseCaseTests {
    private func categories(_ context: ToolsTestContext) async throws -> [String] {
        try await context.viewCategoryFilter.execute().map { "\($0.category ?? "any"):\($0.toolCount)" }
    }

    private func languages(_ context: ToolsTestContext, search: String = "") async throws -> [String] {
        try await context.searchLanguageFilter.execute(searchText: search).map { "\($0.language?.name ?? "Any"):\($0.toolCount)" }
    }

    @Test("Given no filter When the category filter is viewed Then Any category comes first, chosen, counting every listed tool")
    func anyCategoryFirst() async throws {
        let options = try await ToolsTestContext().viewCategoryFilter.execute()
        #expect(options.first == ToolCategoryOptionDomainModel(category: nil, toolCount: 5, isSelected: true))
    }

    @Test("Given a hidden tool in Gospel and a lesson in Growth When the category filter is viewed Then neither is counted")
    func hiddenAndLessonsNeverCounted() async throws {
        #expect(
            try await categories(ToolsTestContext()) == [
                "any:5", "gospel:1", "training:1", "growth:1", "articles:1", "outreach:1",
            ])
    }

    @Test("Given Spanish chosen When the category filter is viewed Then it counts Spanish tools and drops categories with none")
    func categoryCountsUnderLanguage() async throws {
        let context = try ToolsTestContext()
        try await context.selectLanguage.execute(languageId: "2")
        #expect(try await categories(context) == ["any:2", "gospel:1", "articles:1"])
    }

    @Test("Given no filter When the language filter is viewed Then Any language comes first and English counts only listed tools")
    func anyLanguageFirst() async throws {
        #expect(try await languages(ToolsTestContext()) == ["Any:5", "Arabic:1", "English:3", "French:1", "Spanish:2"])
    }

    @Test("Given Gospel chosen When the language filter is viewed Then it counts Gospel tools and drops languages with none")
    func languageCountsUnderCategory() async throws {
        let context = try ToolsTestContext()
        try await context.selectCategory.execute(category: "gospel")
        #expect(try await languages(context) == ["Any:1", "Arabic:1", "English:1", "Spanish:1"])
    }

    @Test(
        "Given the app in Spanish When the language filter is viewed Then languages show both names, sorted by the Spanish name")
    func languagesInAppLanguageOrder() async throws {
        let options = try await ToolsTestContext(appLanguage: "es").searchLanguageFilter.execute()
        #expect(options.compactMap(\.language?.name) == ["Árabe", "Español", "Francés", "Inglés"])
        #expect(options.compactMap(\.language?.nativeName) == ["العربية", "Español", "Français", "English"])
    }

    @Test(
        "Given the language filter When the person searches ignoring case and diacritics Then the language is found under Any",
        arguments: ["espanol", "ESPAÑOL", "spani", "es"]
    )
    func searchIgnoresCaseAndDiacritics(text: String) async throws {
        #expect(try await languages(ToolsTestContext(), search: text) == ["Any:5", "Spanish:2"])
    }

    @Test("Given a category chosen When the filters are read after a restart Then the choice is still there")
    func choicePersists() async throws {
        let first = try ToolsTestContext()
        try await first.selectCategory.execute(category: "training")
        let restarted = try ToolsTestContext(database: first.database)
        #expect(try await restarted.viewCategoryFilter.execute().filter(\.isSelected).map(\.category) == ["training"])
    }

    @Test("Given a language chosen When Any language is chosen Then the choice is cleared")
    func anyClears() async throws {
        let context = try ToolsTestContext()
        try await context.selectLanguage.execute(languageId: "4")
        try await context.selectLanguage.execute(languageId: nil)
        let options = try await context.searchLanguageFilter.execute()
        #expect(options.filter(\.isSelected).map(\.language) == [nil])
        #expect(try await context.viewTools.execute().languageFilter == nil)
    }

    @Test("Given a stored language the catalog no longer has When the tools are viewed Then it reads as Any language")
    func unknownLanguageReadsAsAny() async throws {
        let context = try ToolsTestContext()
        try await context.selectLanguage.execute(languageId: "99")
        let list = try await context.viewTools.execute()
        #expect(list.languageFilter == nil)
        #expect(list.tools.count == 5)
    }

    @Test(
        "Given Spanish chosen When the tools are viewed Then Spanish tools are listed, the spotlight is not filtered, and rows say whether each is in Spanish"
    )
    func listUnderLanguageFilter() async throws {
        let context = try ToolsTestContext()
        try await context.selectLanguage.execute(languageId: "2")
        let list = try await context.viewTools.execute()
        #expect(list.tools.map(\.id) == ["a", "d"])
        #expect(list.tools.map(\.isAvailableInFilterLanguage) == [true, true])
        #expect(list.spotlight.map(\.id) == ["b"])
        #expect(list.spotlight.first?.isAvailableInFilterLanguage == false)
        #expect(list.languageFilter?.nativeName == "Español")
    }

    @Test("Given Gospel and Spanish chosen When the tools are viewed Then only tools in both are listed")
    func bothFilters() async throws {
        let context = try ToolsTestContext()
        try await context.selectCategory.execute(category: "gospel")
        try await context.selectLanguage.execute(languageId: "2")
        let list = try await context.viewTools.execute()
        #expect(list.tools.map(\.id) == ["a"])
        #expect(list.categoryFilter == "gospel")
    }

    @Test("Given no language filter When the tools are viewed Then rows say nothing about a language")
    func noLanguageFilterNoAvailability() async throws {
        let list = try await ToolsTestContext().viewTools.execute()
        #expect(list.rows.allSatisfy { $0.isAvailableInFilterLanguage == nil })
    }
}
