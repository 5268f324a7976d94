import GalleryKit
import Localization
import ReplKit
import Testing

@MainActor
@Suite("Given a component's screen")
struct ComponentScreenTests {
    @Test("When one state is asked for Then only that state is shown under the title")
    func oneState() async {
        let navigator = makeNavigator()
        _ = await navigator.run("open", ["numbered-list"])

        let outcome = await navigator.run("state", ["long"])
        let lines = navigator.screens.last?.render() ?? []

        #expect(outcome == .render)
        #expect(lines.first == "[long] A long list with a status line")
        #expect(lines.contains("   9. Sample row 9"))
        #expect(lines.contains("  10. Sample row 10"))
        #expect(!lines.contains("[short] A short list"))
    }

    @Test("When a state the component lacks is asked for Then it lists the states it has")
    func unknownState() async {
        let navigator = makeNavigator()
        _ = await navigator.run("open", ["numbered-list"])

        let outcome = await navigator.run("state", ["tall"])

        #expect(outcome == .failure("this component has no state \"tall\" — type one of short, long, wide, or all"))
    }

    @Test("When every component is drawn at 40 columns Then no line is wider than 40")
    func fitsFortyColumns() async {
        for language in [SupportedAppLanguages.english, SupportedAppLanguages.language(withCode: "ar")].compactMap({ $0 }) {
            let navigator = makeNavigator(columns: 40, language: language)
            for number in 1...GalleryCatalog.components().count {
                _ = await navigator.run("open", [String(number)])
                let wide = (navigator.screens.last?.render() ?? []).filter { DisplayWidth.of($0) > 40 }
                #expect(wide.isEmpty, "\(language.code) \(number): \(wide)")
                _ = await navigator.run("back")
            }
        }
    }

    @Test("When the grid is drawn at 40 and at 120 columns Then a row holds one cell, then four")
    func gridFollowsWidth() async {
        let narrow = makeNavigator(columns: 40)
        let wide = makeNavigator(columns: 120)
        _ = await narrow.run("open", ["grid"])
        _ = await wide.run("open", ["grid"])

        let narrowGrid = narrow.screens.last?.render().first { $0.hasPrefix("  1. ") } ?? ""
        let wideGrid = wide.screens.last?.render().first { $0.hasPrefix("  1. ") } ?? ""

        #expect(narrowGrid == "  1. Apple")
        #expect(wideGrid.contains("2. Pear") && wideGrid.contains("3. Fig") && wideGrid.contains("4. 東京タワー 🗼"))
    }

    @Test("When yes is typed before any question Then it says to ask first; after ask, no keeps the sample")
    func confirmation() async {
        let navigator = makeNavigator()
        _ = await navigator.run("open", ["confirmation"])

        let early = await navigator.run("yes")
        _ = await navigator.run("ask")
        let answered = await navigator.run("no")

        #expect(early == .failure("Nothing to confirm — type ask first."))
        #expect(answered == .message("Pear stays in the basket."))
    }

    @Test("When run is typed in a script Then the work shows nothing and ends in one line")
    func progressInScript() async {
        let navigator = makeNavigator()
        _ = await navigator.run("open", ["progress"])

        let outcome = await navigator.run("run")

        #expect(outcome == .message("Copied 3 samples."))
    }
}
