import AppCore
import ContactsData
import ContactsDomain
import Foundation
import Localization

/// Builds the contact list's pages. Without search, sort or filter a page is
/// the source's page (fetched when missing or stale); with them, the whole
/// saved book is searched, ordered and cut into pages of 20, from the book's
/// `ContactsListIndex` (made again only when the saved book has changed).
public struct GetContactsPage: GetContactsPageInterface {
    private let repository: ContactsRepository
    private let clock: any AppClock
    private let currentAppLanguage: CurrentAppLanguage
    private let listIndex: ContactsListIndexStore

    /// - Parameter listIndex: where the whole book's index is kept; share one between the lists
    ///   of one container, so it is built once per change of the book.
    public init(
        repository: ContactsRepository, clock: any AppClock, currentAppLanguage: CurrentAppLanguage,
        listIndex: ContactsListIndexStore = ContactsListIndexStore()
    ) {
        self.repository = repository
        self.clock = clock
        self.currentAppLanguage = currentAppLanguage
        self.listIndex = listIndex
    }

    public func getContactsPage(
        query: ContactsQueryDomainModel, bypassingCache: Bool, onSyncProgress: @escaping ContactsSyncProgressHandler
    ) async throws -> ContactsPageDomainModel {
        if query.coversWholeBook {
            let sync = await repository.syncAllPages { saved, total in
                onSyncProgress(ContactsSyncProgressDomainModel(savedPages: saved, totalPages: total))
            }
            return try await wholeBookPage(query: query, sync: sync)
        }
        let sizeBefore = await repository.bookSize()
        let page = min(max(1, query.page), max(1, sizeBefore.pageCount))
        let (outcome, saved) = try await repository.syncAndReadPage(page, bypassingCache: bypassingCache)
        // A page fetched may have shown where the book ends; one from the saved copy changed nothing.
        let size = if case .cached = outcome { sizeBefore } else { await repository.bookSize() }
        let lastPage = max(1, size.pageCount)
        if page > lastPage {
            // The page came back short or empty: the book ends sooner than announced.
            var shorter = query
            shorter.page = lastPage
            return try await getContactsPage(query: shorter, bypassingCache: false, onSyncProgress: onSyncProgress)
        }
        return try sourcePage(page, query: query, outcome: outcome, size: size, saved: saved)
    }

    public func refreshContactsPage(query: ContactsQueryDomainModel) async throws -> ContactsRefreshDomainModel {
        if query.coversWholeBook {
            let saved = Set(try await repository.getSavedPages().map(\.page))
            for page in saved.sorted() {
                if case .unavailable = await repository.syncPage(page, bypassingCache: true) {
                    return .sourceUnreachable(
                        try await getContactsPage(query: query, bypassingCache: false, onSyncProgress: { _ in }))
                }
            }
            return .refreshed(try await getContactsPage(query: query, bypassingCache: false, onSyncProgress: { _ in }))
        }
        let page = try await getContactsPage(query: query, bypassingCache: true, onSyncProgress: { _ in })
        switch page.freshness {
        case .offline, .savedCopy: return .sourceUnreachable(page)
        case .current, .partiallyOffline: return .refreshed(page)
        }
    }

    private var rules: ContactsListRules {
        ContactsListRules(locale: currentAppLanguage.language.locale, now: clock.now())
    }

    private func sourcePage(
        _ page: Int, query: ContactsQueryDomainModel, outcome: ContactsPageSyncDataModel, size: ContactsBookSizeDataModel,
        saved: [SavedContactDataModel]
    ) throws -> ContactsPageDomainModel {
        var freshness = ContactsFreshnessDomainModel.current
        switch outcome {
        case .fetched, .cached:
            break
        case .savedWhileWaiting(let savedAt):
            freshness = .savedCopy(savedAt: savedAt, minutesAgo: minutesAgo(savedAt), problem: .notAnsweredYet)
        case .unavailable(let error, let savedAt):
            guard error != .cancelled, let savedAt, !saved.isEmpty else {
                throw ContactsSourceFailureRules.errorWithNothingSaved(error)
            }
            if let problem = ContactsSourceFailureRules.problem(for: error) {
                freshness = .savedCopy(savedAt: savedAt, minutesAgo: minutesAgo(savedAt), problem: problem)
            } else {
                freshness = .offline(savedAt: savedAt, minutesAgo: minutesAgo(savedAt))
            }
        }
        var shownQuery = query
        shownQuery.page = page
        return ContactsPageDomainModel(
            contacts: saved.map(rules.summary), query: shownQuery, pageCount: max(1, size.pageCount),
            matchingCount: size.contactCount, bookCount: size.contactCount, freshness: freshness,
            bookCountIsKnown: size.isKnown
        )
    }

    /// Whole minutes since `date`, by the app's clock.
    private func minutesAgo(_ date: Date) -> Int {
        max(0, Int(clock.now().timeIntervalSince(date) / 60))
    }

    private func wholeBookPage(
        query: ContactsQueryDomainModel, sync: ContactsBookSyncDataModel
    ) async throws -> ContactsPageDomainModel {
        let book: ContactsBookSnapshotDataModel
        if let unchanged = sync.unchangedBook { book = unchanged } else { book = try await repository.getBookSnapshot() }
        let index = try await listIndex.index(for: book.revision) {
            ContactsListIndex(contacts: try await repository.getSavedContacts { ContactsListIndexEntry($0) })
        }
        var freshness = ContactsFreshnessDomainModel.current
        if let error = sync.failure {
            guard error != .cancelled, index.count > 0 else { throw ContactsSourceFailureRules.errorWithNothingSaved(error) }
            freshness = .partiallyOffline(savedCount: index.count)
        }
        let rules = self.rules
        let matching = self.matching(query, in: index, rules: rules)
        let pageSize = repository.pageSize
        let pageCount = max(1, (matching.count + pageSize - 1) / pageSize)
        var shownQuery = query
        shownQuery.page = min(max(1, query.page), pageCount)
        let slice = matching.dropFirst((shownQuery.page - 1) * pageSize).prefix(pageSize)
        return ContactsPageDomainModel(
            contacts: slice.map { index.summary($0, now: rules.now) }, query: shownQuery, pageCount: pageCount,
            matchingCount: matching.count, bookCount: max(index.count, book.size.contactCount),
            freshness: freshness,
            newlySavedPageCount: sync.fetchedPageCount
        )
    }

    /// The contacts the query's search and filter keep, in its order.
    private func matching(_ query: ContactsQueryDomainModel, in index: ContactsListIndex, rules: ContactsListRules) -> [Int32] {
        let found = index.matches(query.searchText)
        let order = index.order(query.sort, rules: rules)
        if found == nil, !query.favoritesOnly, let order { return order }
        let all = found ?? (0..<Int32(index.count)).map { $0 }
        let kept = query.favoritesOnly ? all.filter(index.isFavorite) : all
        guard let order else { return kept }
        var isKept = [Bool](repeating: false, count: index.count)
        for position in kept { isKept[Int(position)] = true }
        return order.filter { isKept[Int($0)] }
    }
}
