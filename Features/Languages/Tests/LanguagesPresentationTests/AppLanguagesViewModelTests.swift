import Foundation
import LanguagesPresentation
import Localization
import ReplKit
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

        #expect(viewModel.state == .empty([]))
        #expect(viewModel.searchText == "zzz")
    }

    @Test("Given the list is open When the person taps Spanish Then the flow is told, and nothing else happens yet")
    func tapEmitsStep() async throws {
        let harness = try LanguagesScreensHarness()
        let viewModel = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter).viewModel
        await viewModel.screenAppeared()

        let outcome = viewModel.languageTapped(languageId: "es")

        #expect(outcome == .confirmationAsked)
        #expect(harness.steps == [.appLanguageTappedFromAppLanguages(languageId: "es")])
        #expect(harness.currentAppLanguage.language.code == "en")
    }

    @Test("Given the list in English When it is rendered Then Arabic is marked right to left and English as current")
    func renderMarks() async throws {
        let harness = try LanguagesScreensHarness()
        let view = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter)
        await view.appear()

        let lines = view.render()

        #expect(lines.contains { $0.hasSuffix(". Arabic — العربية [ar] · right to left") })
        #expect(lines.contains { $0.contains("English [en]") && $0.contains("current") })
        #expect(lines.contains("\(SupportedAppLanguages.all.count) languages"))
    }

    @Test(
        "Given the app in English When the person taps English Then they are told it is current already and the flow is not told")
    func tapCurrentLanguage() async throws {
        let harness = try LanguagesScreensHarness()
        let viewModel = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter).viewModel
        await viewModel.screenAppeared()

        let outcome = viewModel.languageTapped(languageId: "en")

        #expect(outcome == .alreadyCurrent(name: "English"))
        #expect(harness.steps.isEmpty)
    }

    @Test("Given the list is open When the person taps a code no app language has Then it fails and the flow is not told")
    func tapUnknownCode() async throws {
        let harness = try LanguagesScreensHarness()
        let viewModel = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter).viewModel
        await viewModel.screenAppeared()

        let outcome = viewModel.languageTapped(languageId: "xx")

        #expect(outcome == .failed(.unknownLanguage(id: "xx")))
        #expect(harness.steps.isEmpty)
    }

    @Test("Given a search that hides Spanish When the person taps es in capitals Then Spanish is still chosen")
    func tapHiddenLanguageByCode() async throws {
        let harness = try LanguagesScreensHarness()
        let viewModel = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter).viewModel
        await viewModel.screenAppeared()
        await viewModel.searchTextChanged("rus")

        let outcome = viewModel.languageTapped(languageId: "ES")

        #expect(outcome == .confirmationAsked)
        #expect(harness.steps == [.appLanguageTappedFromAppLanguages(languageId: "es")])
    }

    @Test("Given the app in English When the person types choose en Then the screen says the app is in English already")
    func chooseCurrentLanguageMessage() async throws {
        let harness = try LanguagesScreensHarness()
        let view = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter)
        await view.appear()

        let outcome = await harness.run("choose", ["en"], on: view)

        #expect(outcome == .message("The app is already in English."))
    }

    @Test(
        "Given the list in English When the person types choose and Russian's row number Then the flow is told to confirm Russian"
    )
    func chooseByNumber() async throws {
        let harness = try LanguagesScreensHarness()
        let view = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter)
        await view.appear()
        let russianRow = try #require(view.render().first { $0.hasSuffix(". Russian — Русский [ru]") })
        let number = russianRow.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }

        let outcome = await harness.run("choose", [String(number)], on: view)

        #expect(outcome == .silent)
        #expect(harness.steps == [.appLanguageTappedFromAppLanguages(languageId: "ru")])
    }

    @Test("Given the list When the person types choose with a code no language has Then the screen says which code is unknown")
    func chooseUnknownCodeMessage() async throws {
        let harness = try LanguagesScreensHarness()
        let view = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter)
        await view.appear()

        let outcome = await harness.run("choose", ["xx"], on: view)

        #expect(outcome == .failure("\"xx\" is not an app language — type a number from the list or a code such as es."))
    }

    @Test("Given a search no language matches When it is rendered Then it says so with the search and shows no status")
    func renderEmptySearch() async throws {
        let harness = try LanguagesScreensHarness()
        let view = harness.container.makeAppLanguagesView(flowStepEmitter: harness.emitter)
        await view.appear()
        await view.viewModel.searchTextChanged("klingon")

        #expect(view.render() == ["  No app language matches \"klingon\" — type search to see them all."])
    }
}
