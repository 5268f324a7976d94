import ContactsDependencyContainer
import ContactsPresentation
import Navigation
import Testing

@MainActor
@Suite("Following a route to a contact")
struct ContactRouteTests {
    @Test("Given a new contact book When a route names a contact of its first page Then the contact is found")
    func findsContactInNewBook() async throws {
        let harness = try ContactsScreensHarness()
        let id = await harness.listView().viewModel.visibleContacts[2].id
        let fresh = try ContactsScreensHarness()

        let outcome = await fresh.container.makeContactRouteViewModel().contactRouteFollowed(id: id)

        #expect(outcome == .found(contactId: id))
    }

    @Test("Given the contact book When a route names no saved contact Then it is refused in words")
    func refusesUnknownContact() async throws {
        let harness = try ContactsScreensHarness()

        let outcome = await harness.container.makeContactRouteViewModel().contactRouteFollowed(id: "nobody")

        #expect(outcome == .refused("There is no saved contact \"nobody\"."))
    }

    @Test("Given a contact When the flow starts at its details Then the list is under them and back returns to it")
    func flowStartsAtDetails() async throws {
        let harness = try ContactsScreensHarness()
        let contact = await harness.listView().viewModel.visibleContacts[0]
        let flow = ContactsFlow(
            diContainer: harness.container, navigation: NavigationStack(), start: .details(contactId: contact.id))

        flow.start()

        #expect(flow.navigation.screens.count == 2)
        #expect(flow.navigation.screens.first is ContactsListView)
        let details = try #require(flow.navigation.top as? ContactDetailsView)
        await details.appear()
        #expect(details.title.hasSuffix(contact.fullName))
        flow.navigation.pop()
        #expect(flow.navigation.top is ContactsListView)
    }
}
