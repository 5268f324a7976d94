import Analytics
import ContactsPresentation
import ReplKit
import Testing

@MainActor
@Suite("Contacts analytics")
struct ContactsAnalyticsTests {
    @Test("Given the contacts list When it appears and the person searches Then a screen view and a search are tracked")
    func listAndSearch() async throws {
        let harness = try ContactsScreensHarness()
        let list = await harness.listView()

        _ = await harness.run("search", ["jose"], on: list)

        #expect(
            harness.analytics.events == [.screenView("contacts"), .action("search", AnalyticsProperty("search_term", "jose"))])
    }

    @Test("Given a contact's details When the person favorites and renames the contact Then each action names the contact")
    func detailsActions() async throws {
        let harness = try ContactsScreensHarness()
        let list = await harness.listView()
        let id = list.viewModel.visibleContacts[0].id
        let details = harness.container.makeContactDetailsView(contactId: id)
        await details.appear()

        _ = await harness.run("fav", on: details)
        _ = await harness.run("fav", on: details)
        _ = await harness.run("edit", ["first=Ann"], on: details)
        _ = await harness.run("unfav", on: details)

        let contact = AnalyticsProperty("contact_id", id)
        #expect(
            harness.analytics.events == [
                .screenView("contacts"), .screenView("contact_details", contact), .action("add_to_favorites", contact),
                .action("edit_contact_name", contact), .action("remove_from_favorites", contact),
            ])
    }

    @Test("Given the contacts list When the person refreshes Then a refresh is tracked even when the source cannot be reached")
    func refresh() async throws {
        let harness = try ContactsScreensHarness()
        let list = await harness.listView()

        _ = await harness.run("refresh", on: list)

        #expect(harness.analytics.events.last == .action("refresh_contacts"))
    }
}
