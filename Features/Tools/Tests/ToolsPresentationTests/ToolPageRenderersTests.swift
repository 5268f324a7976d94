import Navigation
import ReplKit
import TestSupport
import Testing
import ToolsDomain
import ToolsPresentation

/// Each page is shown by its own type's renderer, whatever the tool's kind says.
@MainActor
@Suite("Pages shown by their own type")
struct ToolPageRenderersTests {
    private let english = ToolReaderFixtures.english

    /// An adventure whose start page's choice leads to a tract page.
    private var adventureWithATractPage: ToolReaderDomainModel {
        ToolReaderDomainModel(
            toolId: "c", code: "c", kind: .chooseYourOwnAdventure,
            primary: ToolTranslationDomainModel(
                language: english, toolName: "Adventure",
                pages: [
                    ToolPageDomainModel(
                        id: "start", blocks: [.paragraph("Start."), ToolReaderFixtures.button("Hero", "go-hero")]),
                    ToolPageDomainModel(
                        id: "hero", listeners: ["go-hero"], layout: .tract(ToolReaderFixtures.tractPageOne)),
                ]),
            parallel: nil)
    }

    /// A tract tool whose second page is of a type the app does not know.
    private var tractWithAnUnknownPage: ToolReaderDomainModel {
        ToolReaderDomainModel(
            toolId: "u", code: "u", kind: .tract,
            primary: ToolTranslationDomainModel(
                language: english, toolName: "Tract",
                pages: [
                    ToolPageDomainModel(
                        id: "one", layout: .tract(ToolTractPageDomainModel(heroHeading: "One", hero: [.paragraph("First.")]))),
                    ToolPageDomainModel(id: "two", layout: .unknownType("card-collection")),
                    ToolPageDomainModel(
                        id: "three", layout: .tract(ToolTractPageDomainModel(heroHeading: "Three", hero: [.paragraph("Third.")]))),
                ]),
            parallel: nil)
    }

    @Test(
        "Given a tract page inside an adventure tool When the choice leading to it is taken Then it shows its hero heading and cards, and card opens one"
    )
    func tractPageInAnAdventure() async {
        let view = await readerScreen(adventureWithATractPage)
        #expect(await run("tap", ["1"], on: view) == .render)
        #expect(
            view.render() == [
                "  Hero", "    Hero text.", "  Card 1 · First", "  Card 2 · Second", "Page 2 of 2 · English",
                "Type card or tap and a number, or back for the page before.",
            ])
        #expect(await run("card", ["1"], on: view) == .render)
        #expect(view.render().prefix(4) == ["  Card 1 of 2 · First", "    [1] Why?", "    [2] More", "    [3] Site"])
        #expect(await run("back", on: view) == .render)
        #expect(view.render().first == "    Start.")
    }

    @Test(
        "Given a page of a type the app does not know between two tract pages When it is reached Then it says so in words, and the next page reads"
    )
    func unknownPageTypeSaysSo() async {
        let view = await readerScreen(tractWithAnUnknownPage)
        let hint = "Type next, prev, card, tap or page and a number, switch, settings, or back."
        #expect(await run("next", on: view) == .render)
        #expect(
            view.render() == [
                "  This page is of a kind the app cannot show yet; the rest of the tool can.", "Page 2 of 3 · English", hint,
            ])
        #expect(await run("next", on: view) == .render)
        #expect(view.render() == ["  Three", "    Third.", "Page 3 of 3 · English", hint])
    }

    @Test(
        "Given a content page inside a tract tool When it is shown Then its buttons are numbered to tap, as on any content page")
    func contentPageInATract() async {
        let tool = ToolReaderDomainModel(
            toolId: "m", code: "m", kind: .tract,
            primary: ToolTranslationDomainModel(
                language: english, toolName: "Mixed",
                pages: [
                    ToolPageDomainModel(id: "one", blocks: [.heading("Choose"), ToolReaderFixtures.button("Two", "go-two")]),
                    ToolPageDomainModel(
                        id: "two", listeners: ["go-two"], layout: .tract(ToolTractPageDomainModel(heroHeading: "Two", hero: []))),
                ]),
            parallel: nil)
        let view = await readerScreen(tool)
        #expect(view.render().prefix(2) == ["  Choose", "    [1] Two"])
        #expect(await run("tap", ["1"], on: view) == .render)
        #expect(view.render().first == "  Two")
    }
}
