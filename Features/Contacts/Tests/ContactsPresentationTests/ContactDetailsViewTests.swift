import ContactsPresentation
import ReplHost
import Testing

@MainActor
@Suite("Contact details screen")
struct ContactDetailsViewTests {
    private func detailsOfFirstContact(_ harness: ContactsScreensHarness) async -> ContactDetailsView {
        let list = await harness.listView()
        let view = harness.container.makeContactDetailsView(contactId: list.viewModel.visibleContacts[0].id)
        await view.appear()
        return view
    }

    @Test("Given a contact's details When they render Then every field has its label")
    func fields() async throws {
        let view = await detailsOfFirstContact(try ContactsScreensHarness())

        let text = view.render().joined(separator: "\n")

        for label in ["Age:", "Birthday:", "Address:", "Email:", "Phone:", "Cell:", "Nationality:", "Member since:"] {
            #expect(text.contains(label), "missing \(label)")
        }
    }

    @Test("Given a contact's details When the person types edit first=\"Mary Ann\" last=Smith Then the title shows the new name")
    func edit() async throws {
        let harness = try ContactsScreensHarness()
        let view = await detailsOfFirstContact(harness)

        let outcome = await harness.run("edit", ["first=Mary Ann", "last=Smith"], on: view)

        #expect(outcome == .messageThenRender("Name saved."))
        #expect(view.title.hasSuffix("Mary Ann Smith"))
    }

    @Test("Given a contact's details When the person edits a field that cannot be edited Then they are told which ones can")
    func unknownField() async throws {
        let harness = try ContactsScreensHarness()
        let view = await detailsOfFirstContact(harness)

        let outcome = await harness.run("edit", ["age=3"], on: view)

        #expect(outcome == .failure("\"age\" can't be edited — use first= and last=."))
    }

    @Test("Given a contact's details When the person empties the first name Then it is refused")
    func emptyName() async throws {
        let harness = try ContactsScreensHarness()
        let view = await detailsOfFirstContact(harness)

        let outcome = await harness.run("edit", ["first="], on: view)

        #expect(outcome == .failure("The first name can't be empty."))
    }

    @Test("Given a contact's details in Spanish When they render Then the labels are Spanish")
    func spanish() async throws {
        let view = await detailsOfFirstContact(try ContactsScreensHarness(appLanguage: "es"))

        #expect(view.render().contains { $0.contains("Edad:") })
    }
}
