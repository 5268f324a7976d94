import ContactsPresentation
import ReplKit
import Testing

@MainActor
@Suite("Contacts list decisions")
struct ContactsListViewModelTests {
    @Test("Given a contact who is a favorite When the person favorites them again Then they are told so and nothing changes")
    func alreadyFavorite() async throws {
        let harness = try ContactsScreensHarness()
        let viewModel = await harness.listView().viewModel
        _ = await viewModel.favoriteToggled(contact: viewModel.visibleContacts[0], isFavorite: true)
        let starred = viewModel.visibleContacts[0]

        let notice = await viewModel.favoriteToggled(contact: starred, isFavorite: true)

        #expect(notice == .alreadyFavorite(name: starred.fullName))
        #expect(viewModel.visibleContacts[0].isFavorite)
    }

    @Test("Given a contact who is not a favorite When the person unfavorites them Then they are told so and nothing changes")
    func notFavorite() async throws {
        let harness = try ContactsScreensHarness()
        let viewModel = await harness.listView().viewModel
        let first = viewModel.visibleContacts[0]

        let notice = await viewModel.favoriteToggled(contact: first, isFavorite: false)

        #expect(notice == .notFavorite(name: first.fullName))
        #expect(!viewModel.visibleContacts[0].isFavorite)
    }

    @Test("Given a contact who is not a favorite When the person favorites them Then they are told and the row is starred")
    func favorited() async throws {
        let harness = try ContactsScreensHarness()
        let viewModel = await harness.listView().viewModel
        let first = viewModel.visibleContacts[0]

        let notice = await viewModel.favoriteToggled(contact: first, isFavorite: true)

        #expect(notice == .favorited(name: first.fullName))
        #expect(viewModel.visibleContacts[0].isFavorite)
    }

    @Test("Given only page 1 saved When the person searches Then the notice says how many more pages were saved")
    func searchSavesPages() async throws {
        let harness = try ContactsScreensHarness()
        let viewModel = await harness.listView().viewModel

        let notice = await viewModel.searchTextChanged("jose")

        #expect(notice == .pagesSaved(count: 25))
    }

    @Test("Given the whole book saved by a search When the person sorts Then there is nothing to say before the list")
    func sortAfterSearchSavesNothing() async throws {
        let harness = try ContactsScreensHarness()
        let viewModel = await harness.listView().viewModel
        _ = await viewModel.searchTextChanged("jose")

        let notice = await viewModel.sortChanged(.name)

        #expect(notice == nil)
    }

    @Test("Given the list When the person searches a name nobody has Then the state is empty and keeps the search")
    func emptySearch() async throws {
        let harness = try ContactsScreensHarness()
        let viewModel = await harness.listView().viewModel

        _ = await viewModel.searchTextChanged("nobody-has-this-name")

        guard case .empty(let page) = viewModel.state else {
            Issue.record("expected an empty list, got \(viewModel.state)")
            return
        }
        #expect(page.query.searchText == "nobody-has-this-name")
    }
}
