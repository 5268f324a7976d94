import LanguagesPresentation
import Testing

@MainActor
@Suite("Confirm app language screen")
struct ConfirmAppLanguageViewModelTests {
    @Test("Given the confirmation for Spanish When the person confirms Then the app is in Spanish and the flow is told")
    func confirm() async throws {
        let harness = try LanguagesScreensHarness()
        let viewModel = harness.container.makeConfirmAppLanguageView(languageId: "es", flowStepEmitter: harness.emitter).viewModel
        await viewModel.screenAppeared()

        let outcome = await viewModel.confirmTapped()

        #expect(outcome == .changed(name: "Español"))
        #expect(harness.currentAppLanguage.language.code == "es")
        #expect(harness.steps == [.languageChangeConfirmedFromConfirmAppLanguage(languageId: "es")])
    }

    @Test("Given the confirmation for Spanish When the person cancels Then the app stays in English and the flow is told")
    func cancel() async throws {
        let harness = try LanguagesScreensHarness()
        let viewModel = harness.container.makeConfirmAppLanguageView(languageId: "es", flowStepEmitter: harness.emitter).viewModel
        await viewModel.screenAppeared()

        viewModel.cancelTapped()

        #expect(harness.currentAppLanguage.language.code == "en")
        #expect(harness.steps == [.languageChangeCancelledFromConfirmAppLanguage])
    }

    @Test("Given the confirmation for Spanish When it is rendered Then it asks in English and again in Spanish")
    func asksInBothLanguages() async throws {
        let harness = try LanguagesScreensHarness()
        let view = harness.container.makeConfirmAppLanguageView(languageId: "es", flowStepEmitter: harness.emitter)
        await view.appear()

        let lines = view.render()

        #expect(lines.first == "  Change the app language to Spanish (Español)?")
        #expect(lines.count == 3)
        #expect(lines[1] != lines[0])
    }

    @Test("Given a confirmation for a code that is not an app language When it appears Then it shows the failure")
    func unknownCode() async throws {
        let harness = try LanguagesScreensHarness()
        let viewModel = harness.container.makeConfirmAppLanguageView(languageId: "xx", flowStepEmitter: harness.emitter).viewModel

        await viewModel.screenAppeared()

        #expect(viewModel.state == .failure(.unknownLanguage(id: "xx")))
    }
}
