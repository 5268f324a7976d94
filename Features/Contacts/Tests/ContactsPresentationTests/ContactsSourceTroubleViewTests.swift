import ContactsData
import ContactsTesting
import ReplKit
import Testing

@MainActor
@Suite("Given the contact list and a source in trouble")
struct ContactsSourceTroubleViewTests {
    @Test(
        "When a refresh gets an answer over the size limit Then the saved contacts stay and the screen says the server sent more than 16 MB"
    )
    func tooLarge() async throws {
        let source = FakeContactsPageSource(pages: [ContactFixtures.people(1...20)])
        let harness = try ContactsScreensHarness(source: source)
        let view = await harness.listView()
        source.fail(with: .tooLarge(limit: 16 * 1024 * 1024))

        let outcome = await harness.run("refresh", on: view)

        #expect(outcome == .render)
        let lines = view.render()
        #expect(lines.filter { $0.contains("Person") }.count == 20)
        #expect(lines.contains("Page 1 of 1 · 20 contacts · saved just now"))
        #expect(lines.contains("The contacts server sent more than 16 MB. Showing the contacts saved just now."))
    }

    @Test("When the server answers 401 and nothing is saved Then the screen names the status instead of a list")
    func unauthorizedWithNothingSaved() async throws {
        let source = FakeContactsPageSource(pages: [ContactFixtures.people(1...20)])
        source.fail(with: .httpStatus(401))
        let harness = try ContactsScreensHarness(source: source)

        let view = await harness.listView()

        #expect(view.render() == ["  The contacts server answered with an error (HTTP 401). No contacts are saved yet."])
    }

    @Test("When a page is over the size limit in Russian Then the size is said in Russian units")
    func tooLargeInRussian() async throws {
        let source = FakeContactsPageSource(pages: [ContactFixtures.people(1...20)])
        source.fail(with: .tooLarge(limit: 16 * 1024 * 1024))
        let harness = try ContactsScreensHarness(appLanguage: "ru", source: source)

        let view = await harness.listView()

        #expect(view.render().first?.contains("16 МБ") == true)
    }
}
