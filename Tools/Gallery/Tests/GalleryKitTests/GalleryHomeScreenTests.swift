import GalleryKit
import Localization
import ReplKit
import Testing

@MainActor
@Suite("Given the gallery's first screen")
struct GalleryHomeScreenTests {
    @Test("When it is rendered Then every component is listed, numbered, then the count and the layout")
    func listsEveryComponent() {
        let navigator = makeNavigator()

        let lines = navigator.screens.last?.render() ?? []

        #expect(lines.first == "  1. Numbered list [numbered-list] — rows numbered from 1, numbers")
        #expect(lines.contains("9 components"))
        #expect(lines.contains("80 columns · app language en"))
    }

    @Test("When a component is opened by its name Then its screen comes on top")
    func opensByName() async {
        let navigator = makeNavigator()

        let outcome = await navigator.run("open", ["grid"])

        #expect(outcome == .silent)
        #expect(navigator.screens.last?.routeName == "grid")
    }

    @Test("When a number past the list is opened Then the item picker says which numbers there are")
    func outOfRange() async {
        let navigator = makeNavigator()

        let outcome = await navigator.run("open", ["10"])

        #expect(outcome == .failure("there is no item 10 — type a number from 1 to 9"))
        #expect(navigator.screens.count == 1)
    }
}
