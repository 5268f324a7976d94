import Analytics
import ContactsDomain
import Navigation
import Observation
import ReplKit

/// The contact list: pages of 20, search, sort, the favorites filter, refresh.
@MainActor
@Observable
public final class ContactsListViewModel {
    public private(set) var state: ScreenState<ContactsPageDomainModel, ContactsFailure> = .loading
    public private(set) var query = ContactsQueryDomainModel()

    @ObservationIgnored private let viewContactsUseCase: ViewContactsUseCase
    @ObservationIgnored private let searchContactsUseCase: SearchContactsUseCase
    @ObservationIgnored private let refreshContactsUseCase: RefreshContactsUseCase
    @ObservationIgnored private let toggleContactFavoritedUseCase: ToggleContactFavoritedUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ContactsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker
    /// Told how saving the whole book goes while a search, sort or filter waits for it (the
    /// progress line, given by the DiContainer).
    @ObservationIgnored private let syncProgressChanged: ContactsSyncProgressHandler

    public init(
        viewContactsUseCase: ViewContactsUseCase,
        searchContactsUseCase: SearchContactsUseCase,
        refreshContactsUseCase: RefreshContactsUseCase,
        toggleContactFavoritedUseCase: ToggleContactFavoritedUseCase,
        flowStepEmitter: FlowStepEmitter<ContactsFlowStep>,
        analytics: AnalyticsTracker = .disabled,
        syncProgressChanged: @escaping ContactsSyncProgressHandler = { _ in }
    ) {
        self.syncProgressChanged = syncProgressChanged
        self.viewContactsUseCase = viewContactsUseCase
        self.searchContactsUseCase = searchContactsUseCase
        self.refreshContactsUseCase = refreshContactsUseCase
        self.toggleContactFavoritedUseCase = toggleContactFavoritedUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    /// The contacts on screen now, in order.
    public var visibleContacts: [ContactSummaryDomainModel] {
        state.loadedContent?.contacts ?? []
    }

    public func screenAppeared() async {
        analytics.track(ContactsAnalyticsEvent.contactsViewed)
        await load(query)
    }

    public func nextPageTapped() async -> ContactsListNotice? {
        guard let page = state.loadedContent else { return nil }
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

    /// Searches the whole book. Says how many pages it saved first, if any.
    public func searchTextChanged(_ text: String) async -> ContactsListNotice? {
        analytics.track(ContactsAnalyticsEvent.searched(term: text))
        do {
            let page = try await searchContactsUseCase.execute(searchText: text, in: query, onSyncProgress: syncProgressChanged)
            show(page)
            return Self.wholeBookNotice(page)
        } catch is CancellationError {
            // Ctrl-C: the list stays as it was.
        } catch {
            state = .failure(ContactsFailure(error))
        }
        return nil
    }

    /// Sorts the whole book. Says how many pages it saved first, if any.
    public func sortChanged(_ sort: ContactsSortDomainModel) async -> ContactsListNotice? {
        var sorted = query
        sorted.sort = sort
        sorted.page = 1
        return await load(sorted).flatMap(Self.wholeBookNotice)
    }

    /// Shows only favorites, or everyone again. Says how many pages it saved first, if any.
    public func favoritesFilterChanged(favoritesOnly: Bool) async -> ContactsListNotice? {
        var filtered = query
        filtered.favoritesOnly = favoritesOnly
        filtered.page = 1
        return await load(filtered).flatMap(Self.wholeBookNotice)
    }

    public func refreshTapped() async -> ContactsListNotice {
        analytics.track(ContactsAnalyticsEvent.refreshed)
        do {
            switch try await refreshContactsUseCase.execute(query: query) {
            case .refreshed(let page):
                show(page)
                return .refreshed
            case .sourceUnreachable(let page):
                show(page)
                switch page.freshness {
                case .offline(_, let minutesAgo): return .sourceUnreachable(minutesAgo: minutesAgo)
                case .savedCopy: return .savedCopyKept
                case .current, .partiallyOffline: return .sourceUnreachable(minutesAgo: nil)
                }
            }
        } catch {
            return .failed(ContactsFailure(error))
        }
    }

    public func contactTapped(id: String) {
        flowStepEmitter.emit(.contactTappedFromContacts(id: id))
    }

    /// Marks or unmarks `contact` as a favorite, unless it is so already.
    public func favoriteToggled(contact: ContactSummaryDomainModel, isFavorite: Bool) async -> ContactsListNotice {
        if contact.isFavorite == isFavorite {
            return isFavorite ? .alreadyFavorite(name: contact.fullName) : .notFavorite(name: contact.fullName)
        }
        do {
            try await toggleContactFavoritedUseCase.execute(contactId: contact.id, isFavorite: isFavorite)
        } catch {
            return .failed(ContactsFailure(error))
        }
        analytics.track(
            isFavorite ? ContactsAnalyticsEvent.favorited(contactId: contact.id) : .unfavorited(contactId: contact.id))
        await load(query)
        return isFavorite ? .favorited(name: contact.fullName) : .unfavorited(name: contact.fullName)
    }

    /// Loads and shows the page `wanted` asks for. Returns it, or `nil` when it could not be shown.
    @discardableResult
    private func load(_ wanted: ContactsQueryDomainModel) async -> ContactsPageDomainModel? {
        do {
            let page = try await viewContactsUseCase.execute(query: wanted, onSyncProgress: syncProgressChanged)
            show(page)
            return page
        } catch is CancellationError {
            // Ctrl-C: the list stays as it was.
        } catch {
            query = wanted
            state = .failure(ContactsFailure(error))
        }
        return nil
    }

    private func show(_ page: ContactsPageDomainModel) {
        query = page.query
        state = .loaded(page, isEmpty: \.contacts.isEmpty)
    }

    /// How many pages were saved to cover the whole book, when any were.
    private static func wholeBookNotice(_ page: ContactsPageDomainModel) -> ContactsListNotice? {
        page.newlySavedPageCount > 0 ? .pagesSaved(count: page.newlySavedPageCount) : nil
    }
}
