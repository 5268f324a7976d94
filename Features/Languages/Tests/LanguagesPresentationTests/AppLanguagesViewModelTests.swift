import LanguagesPresentation
import Testing

@MainActor
@Suite("App languages screen")
struct AppLanguagesViewModelTests {
    @Test("Given the list is open When the person searches a name no language has Then the screen is empty with that search")
    func emptySearch() async throws {
        let harness = try LanguagesScreensHarness()
        let viewModel = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter).viewModel
        await viewModel.screenAppeared()

        await viewModel.searchTextChanged("zzz")

        #expect(viewModel.state == .empty(searchText: "zzz"))
    }

    @Test("Given the list is open When the person taps Spanish Then the flow is told, and nothing else happens yet")
    func tapEmitsStep() async throws {
        let harness = try LanguagesScreensHarness()
        let viewModel = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter).viewModel
        await viewModel.screenAppeared()

        viewModel.languageTapped(languageId: "es")

        #expect(harness.steps == [.appLanguageTappedFromAppLanguages(languageId: "es")])
        #expect(harness.currentAppLanguage.language.code == "en")
    }

    @Test("Given the list in English When it is rendered Then Arabic is marked right to left and English as current")
    func renderMarks() async throws {
        let harness = try LanguagesScreensHarness()
        let view = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter)
        await view.appear()

        let lines = view.render()

        #expect(lines.contains("  1. Arabic — العربية [ar] · right to left"))
        #expect(lines.contains { $0.contains("English [en]") && $0.contains("current") })
        #expect(lines.contains("8 languages"))
    }
}
