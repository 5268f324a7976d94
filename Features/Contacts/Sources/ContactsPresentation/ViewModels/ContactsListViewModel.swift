import ContactsDomain
import Navigation
import Observation

/// The contact list: pages of 20, search, sort, the favorites filter, refresh.
@MainActor
@Observable
public final class ContactsListViewModel {
    public private(set) var state: ContactsScreenState<ContactsPageDomainModel> = .loading
    public private(set) var query = ContactsQueryDomainModel()

    @ObservationIgnored private let viewContactsUseCase: ViewContactsUseCase
    @ObservationIgnored private let searchContactsUseCase: SearchContactsUseCase
    @ObservationIgnored private let refreshContactsUseCase: RefreshContactsUseCase
    @ObservationIgnored private let toggleContactFavoritedUseCase: ToggleContactFavoritedUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ContactsFlowStep>
    /// Hears how saving the whole book goes while a search, sort or filter waits for it.
    @ObservationIgnored public var syncProgressChanged: ContactsSyncProgressHandler = { _ in }

    public init(
        viewContactsUseCase: ViewContactsUseCase,
        searchContactsUseCase: SearchContactsUseCase,
        refreshContactsUseCase: RefreshContactsUseCase,
        toggleContactFavoritedUseCase: ToggleContactFavoritedUseCase,
        flowStepEmitter: FlowStepEmitter<ContactsFlowStep>
    ) {
        self.viewContactsUseCase = viewContactsUseCase
        self.searchContactsUseCase = searchContactsUseCase
        self.refreshContactsUseCase = refreshContactsUseCase
        self.toggleContactFavoritedUseCase = toggleContactFavoritedUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    /// The contacts on screen now, in order.
    public var visibleContacts: [ContactSummaryDomainModel] {
        if case .loaded(let page) = state { return page.contacts }
        return []
    }

    public func screenAppeared() async {
        await load(query)
    }

    public func nextPageTapped() async -> ContactsListNotice? {
        guard case .loaded(let page) = state else { return nil }
        guard page.query.page < page.pageCount else { return .alreadyOnLastPage }
        var next = query
        next.page = page.query.page + 1
        await load(next)
        return nil
    }

    public func previousPageTapped() async -> ContactsListNotice? {
        guard query.page > 1 else { return .alreadyOnFirstPage }
        var previous = query
        previous.page -= 1
        await load(previous)
        return nil
    }

    public func searchTextChanged(_ text: String) async {
        do {
            let page = try await searchContactsUseCase.execute(searchText: text, in: query, onSyncProgress: syncProgressChanged)
            query = page.query
            state = .loaded(page)
        } catch is CancellationError {
            // Ctrl-C: the list stays as it was.
        } catch {
            state = .failed(ContactsFailure(error))
        }
    }

    public func sortChanged(_ sort: ContactsSortDomainModel) async {
        var sorted = query
        sorted.sort = sort
        sorted.page = 1
        await load(sorted)
    }

    public func favoritesFilterChanged(favoritesOnly: Bool) async {
        var filtered = query
        filtered.favoritesOnly = favoritesOnly
        filtered.page = 1
        await load(filtered)
    }

    public func refreshTapped() async -> ContactsListNotice {
        do {
            switch try await refreshContactsUseCase.execute(query: query) {
            case .refreshed(let page):
                query = page.query
                state = .loaded(page)
                return .refreshed
            case .sourceUnreachable(let page):
                query = page.query
                state = .loaded(page)
                if case .offline(_, let minutesAgo) = page.freshness { return .sourceUnreachable(minutesAgo: minutesAgo) }
                return .sourceUnreachable(minutesAgo: nil)
            }
        } catch {
            return .failed(ContactsFailure(error))
        }
    }

    public func contactTapped(id: String) {
        flowStepEmitter.emit(.contactTappedFromContacts(id: id))
    }

    public func favoriteToggled(contact: ContactSummaryDomainModel, isFavorite: Bool) async -> ContactsListNotice {
        do {
            try await toggleContactFavoritedUseCase.execute(contactId: contact.id, isFavorite: isFavorite)
        } catch {
            return .failed(ContactsFailure(error))
        }
        await load(query)
        return isFavorite ? .favorited(name: contact.fullName) : .unfavorited(name: contact.fullName)
    }

    private func load(_ wanted: ContactsQueryDomainModel) async {
        do {
            let page = try await viewContactsUseCase.execute(query: wanted, onSyncProgress: syncProgressChanged)
            query = page.query
            state = .loaded(page)
        } catch is CancellationError {
            // Ctrl-C: the list stays as it was.
        } catch {
            query = wanted
            state = .failed(ContactsFailure(error))
        }
    }
}
