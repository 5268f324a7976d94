import ContactsPresentation
import ReplKit
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

    @Test("Given a contact who is not a favorite When the person types fav Then they are told and the details show the mark")
    func fav() async throws {
        let harness = try ContactsScreensHarness()
        let view = await detailsOfFirstContact(harness)
        let name = try #require(view.viewModel.state.loadedContent.map { "\($0.firstName) \($0.lastName)" })

        let outcome = await harness.run("fav", on: view)

        #expect(outcome == .messageThenRender("\(name) is now a favorite."))
        #expect(view.viewModel.state.loadedContent?.isFavorite == true)
    }

    @Test("Given a contact who is a favorite When the person favorites them again Then the notice says so")
    func favTwice() async throws {
        let harness = try ContactsScreensHarness()
        let view = await detailsOfFirstContact(harness)
        _ = await view.viewModel.favoriteToggled(isFavorite: true)
        let name = try #require(view.viewModel.state.loadedContent.map { "\($0.firstName) \($0.lastName)" })

        let notice = await view.viewModel.favoriteToggled(isFavorite: true)

        #expect(notice == .alreadyFavorite(name: name))
    }

    @Test("Given a contact who is not a favorite When the person types unfav Then they are told the contact is not one")
    func unfavNotFavorite() async throws {
        let harness = try ContactsScreensHarness()
        let view = await detailsOfFirstContact(harness)
        let name = try #require(view.viewModel.state.loadedContent.map { "\($0.firstName) \($0.lastName)" })

        let outcome = await harness.run("unfav", on: view)

        #expect(outcome == .message("\(name) is not a favorite."))
    }
}
