import ContactsData
import ContactsTesting
import ReplKit
import Testing

/// The status line of a remote book whose size the source does not report.
@MainActor
@Suite("Given a contact book whose source does not say its size")
struct ContactsUnknownBookSizeViewTests {
    private func harness(appLanguage: String = "en") throws -> ContactsScreensHarness {
        let source = FakeContactsPageSource(
            pages: [ContactFixtures.people(1...20), ContactFixtures.people(21...40)], reportsBookSize: false)
        return try ContactsScreensHarness(appLanguage: appLanguage, source: source)
    }

    @Test("When the list appears Then the status line says the page and the contacts seen so far, no page total")
    func firstPageSaysSoFar() async throws {
        let harness = try harness()
        let view = await harness.listView()

        #expect(view.render().contains("Page 1 · 20 contacts so far"))
    }

    @Test("When the person turns to the last page Then the status line gives the book's real size")
    func lastPageSaysTheCount() async throws {
        let harness = try harness()
        let view = await harness.listView()

        _ = await harness.run("next", on: view)

        #expect(view.render().contains("Page 2 of 2 · 40 contacts"))
    }

    @Test("When the app is in Russian Then the contacts so far take Russian's plural form")
    func russianPlural() async throws {
        let harness = try harness(appLanguage: "ru")
        let view = await harness.listView()

        #expect(view.render().contains("Страница 1 · пока 20 контактов"))
    }
}
