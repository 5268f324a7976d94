import Localization
import ReplKit
import Testing
import ToolsDependencyContainer
import ToolsPresentation

@Suite("Country, personalized lists and lesson evaluation screens")
@MainActor
struct PersonalizationScreensTests {
    @Test(
        "Given the Personalization string tables When audited Then every key is in every app language with its placeholders and plural forms"
    )
    func stringTables() {
        let problems = StringCatalogAudit.problems(in: PersonalizationStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(
        "Given the personalized tool count When it is at each plural boundary Then Russian, Arabic and Latvian take their forms",
        arguments: [
            ("ru", 1, "1 инструмент"), ("ru", 3, "3 инструмента"), ("ru", 5, "5 инструментов"), ("ru", 21, "21 инструмент"),
            ("ar", 0, "لا توجد أدوات"), ("ar", 2, "أداتان"), ("ar", 3, "3 أدوات"), ("ar", 11, "11 أداة"), ("ar", 100, "100 أداة"),
            ("lv", 0, "0 rīku"), ("lv", 1, "1 rīks"), ("lv", 2, "2 rīki"), ("lv", 11, "11 rīku"), ("lv", 21, "21 rīks"),
            ("ro", 1, "1 instrument"), ("ro", 2, "2 instrumente"), ("ro", 20, "20 de instrumente"),
        ]
    )
    func plurals(code: String, count: Int, expected: String) {
        let strings = PersonalizationStrings.localizer(
            CurrentAppLanguage(SupportedAppLanguages.language(withCode: code) ?? SupportedAppLanguages.english))
        #expect(strings.plural(.personalizedToolCount, count: count) == expected)
    }

    @Test(
        "Given a source with no ranking When the tools list shows personalized Then GodTools' unavailable message says what to type"
    )
    func unavailable() async throws {
        let harness = try ToolsScreensHarness()
        let list = await harness.listView()
        #expect(await harness.run("show", ["personalized"], on: list) == .messageThenRender("Showing the personalized list."))
        #expect(
            list.render() == [
                "Personalization unavailable", "  The personalized list could not be loaded right now.",
                "Type show all to see everything, or country to choose another country.",
            ])
        #expect(await harness.run("show", ["some"], on: list) == .failure("Type show personalized or show all."))
        #expect(await harness.run("show", ["all"], on: list) == .messageThenRender("Showing the whole list."))
        #expect(list.render().contains("Spotlight"))
        _ = await harness.run("country", on: list)
        #expect(harness.steps == [.countryTappedFromTools])
    }

    @Test("Given the country screen When searched and a country chosen by number Then it is kept, said, and the flow goes back")
    func chooseCountry() async throws {
        let harness = try ToolsScreensHarness()
        let screen = CountryListView(
            viewModel: CountryListViewModel(
                searchCountriesUseCase: harness.container.domainLayer.getSearchCountriesUseCase(),
                chooseCountryUseCase: harness.container.domainLayer.getChooseCountryUseCase(), flowStepEmitter: harness.emitter),
            currentAppLanguage: harness.container.currentAppLanguage)
        await screen.appear()
        #expect(screen.render().first == "No country chosen: personalized lists follow the default order.")
        #expect(await harness.run("search", ["ken"], on: screen) == .render)
        #expect(screen.render().dropFirst().first == "  1. Kenya")
        #expect(await harness.run("choose", ["1"], on: screen) == .message("Country set to Kenya."))
        #expect(
            await harness.run("choose", ["Atlantis"], on: screen)
                == .failure("No country is called “Atlantis”. Type search and part of its name to find it."))
        #expect(harness.steps == [.countryChosenFromCountryList])
        await screen.appear()
        #expect(screen.render().first == "Your country: Kenya")
    }

    @Test(
        "Given a lesson read to its last page When the person goes back Then its evaluation is due at that page; answered, it ends"
    )
    func evaluation() async throws {
        let harness = try ToolsScreensHarness()
        let reader = await harness.lessonReaderView("k")
        for _ in 1...9 { _ = await harness.run("next", on: reader) }
        _ = await harness.run("back", on: reader)
        #expect(harness.steps == [.lessonClosedFromLessonReader(id: "k", evaluateAtPage: 9)])

        let evaluation = harness.container.makeLessonEvaluationView(
            lessonId: "k", pageReached: 9, flowStepEmitter: harness.emitter)
        #expect(
            evaluation.render() == [
                "  Was this lesson helpful? Not answered",
                "  How ready do you feel to share your faith? 6 (from 1, not ready, to 10, ready)",
                "Type yes or no, ready and a number from 1 to 10, then send; skip to leave without answering.",
            ])
        #expect(await harness.run("ready", ["11"], on: evaluation) == .failure("Type a number from 1 to 10."))
        _ = await harness.run("yes", on: evaluation)
        _ = await harness.run("ready", ["8"], on: evaluation)
        #expect(evaluation.render().first == "  Was this lesson helpful? Yes")
        #expect(await harness.run("send", on: evaluation) == .message("Thank you for your feedback."))

        let again = await harness.lessonReaderView("k")
        for _ in 1...9 { _ = await harness.run("next", on: again) }
        _ = await harness.run("back", on: again)
        #expect(harness.steps.last == .lessonClosedFromLessonReader(id: "k", evaluateAtPage: nil))
    }
}
