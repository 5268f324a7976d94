import Analytics
import LanguagesPresentation
import Testing

@MainActor
@Suite("Languages analytics")
struct LanguagesAnalyticsTests {
    @Test(
        "Given the app languages When the person searches, picks Spanish and confirms Then each step is tracked with the language"
    )
    func searchAndConfirm() async throws {
        let harness = try LanguagesScreensHarness()
        let list = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter).viewModel
        await list.screenAppeared()
        await list.searchTextChanged(" esp ")
        let confirm = harness.container.makeConfirmAppLanguageView(languageId: "es", flowStepEmitter: harness.emitter).viewModel
        await confirm.screenAppeared()

        _ = await confirm.confirmTapped()

        let spanish = AnalyticsProperty("language", "es")
        #expect(
            harness.analytics.events == [
                .screenView("app_languages"), .action("search", AnalyticsProperty("search_term", "esp")),
                .screenView("confirm_app_language", spanish), .action("app_language_changed", spanish),
            ])
    }

    @Test("Given the confirmation for Spanish When the person cancels Then the cancellation is tracked, not a change")
    func cancel() async throws {
        let harness = try LanguagesScreensHarness()
        let confirm = harness.container.makeConfirmAppLanguageView(languageId: "es", flowStepEmitter: harness.emitter).viewModel
        await confirm.screenAppeared()

        confirm.cancelTapped()

        #expect(harness.analytics.events.last == .action("app_language_change_cancelled", AnalyticsProperty("language", "es")))
        #expect(!harness.analytics.events.contains { $0.name == "app_language_changed" })
    }

    @Test("Given language settings When they appear Then a screen view is tracked")
    func settingsViewed() async throws {
        let harness = try LanguagesScreensHarness()
        let settings = harness.container.makeLanguageSettingsView(flowStepEmitter: harness.emitter).viewModel

        await settings.screenAppeared()

        #expect(harness.analytics.events == [.screenView("language_settings")])
    }
}
