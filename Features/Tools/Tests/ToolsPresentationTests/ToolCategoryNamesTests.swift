import Localization
import Navigation
import Persistence
import TestSupport
import Testing
import ToolsData
import ToolsDependencyContainer
import ToolsPresentation

@MainActor
@Suite("Tool category names")
struct ToolCategoryNamesTests {
    /// Every category of the bundled content — made by Tools/GodToolsContentGenerator, hidden tools included.
    private func bundledCategories() async throws -> [String] {
        let resources = try await BundledToolsContentSource().resources().resources
        return Array(Set(resources.compactMap(\.category))).sorted()
    }

    @Test(
        "Given every category of the generated content When it is named in each of the 24 app languages Then each has a name, none its code"
    )
    func everyCategoryNamed() async throws {
        let categories = try await bundledCategories()
        #expect(categories.contains("outreach"))
        var shownByCode: [String] = []
        for language in SupportedAppLanguages.all {
            let naming = ToolCategoryNaming(currentAppLanguage: CurrentAppLanguage(language))
            for code in categories where naming.name(of: code).map({ $0.isEmpty || $0 == code }) ?? true {
                shownByCode.append("\(language.code): \(code)")
            }
        }
        #expect(shownByCode.isEmpty, "\(shownByCode.joined(separator: ", "))")
    }

    @Test(
        "Given the bundled catalog When the category filter shows in each of the 24 app languages Then no category is shown by its code"
    )
    func categoryFilterShowsNoCode() async throws {
        let categories = try await bundledCategories()
        let database = try TestDatabase.inMemory([ToolsDiContainer.databaseMigrations])
        for language in SupportedAppLanguages.all {
            let container = ToolsDiContainer(
                database: database,
                currentAppLanguage: CurrentAppLanguage(language), clock: TestClock.fixed(), source: BundledToolsContentSource())
            let filter = container.makeToolCategoryFilterView(flowStepEmitter: FlowStepEmitter())
            await filter.appear()
            let rows = filter.render().dropLast()
            #expect(rows.count > 1)
            for code in categories {
                #expect(!rows.contains { $0.contains(". \(code) · ") }, "\(language.code) shows \(code)")
            }
        }
    }

    @Test("Given a category the app has no name for When it is named Then there is none, so the screens show it as sent")
    func unknownCategory() {
        #expect(ToolCategoryNaming(currentAppLanguage: TestAppLanguage.current("en")).name(of: "seasonal") == nil)
    }
}
