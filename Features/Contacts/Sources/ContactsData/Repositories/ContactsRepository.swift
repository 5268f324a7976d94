import AppCore
import Foundation
import Logging

/// The contact book, offline first: pages come from the saved copy while it
/// is fresh and from the source otherwise; when the source fails, the saved
/// copy stays. Hides whether contacts came from the network, the bundled
/// dataset or the database.
public struct ContactsRepository: Sendable {
    private let dao: ContactsDAO
    private let source: any ContactsPageSource
    private let book: ContactsBookConfiguration
    private let cachePolicy: ContactsCachePolicy
    private let clock: any AppClock
    private let logger: Logger

    public init(
        dao: ContactsDAO, source: any ContactsPageSource, book: ContactsBookConfiguration = ContactsBookConfiguration(),
        cachePolicy: ContactsCachePolicy = ContactsCachePolicy(), clock: any AppClock,
        logger: Logger = Logger(label: "contacts.repository")
    ) {
        self.dao = dao
        self.source = source
        self.book = book
        self.cachePolicy = cachePolicy
        self.clock = clock
        self.logger = logger
    }

    /// Pages in this book (the source's, after this book's filters).
    public var pageCount: Int { source.bookSize(for: book.request(page: 1)).pageCount }
    /// Contacts in this book (the source's, after this book's filters).
    public var contactCount: Int { source.bookSize(for: book.request(page: 1)).contactCount }
    public var pageSize: Int { ContactsPageRequest.defaultPageSize }
    private var sourceKey: String { book.sourceKey(for: source) }

    /// Makes sure `page` is saved: fetched when it is missing, stale, or `bypassingCache`.
    public func syncPage(_ page: Int, bypassingCache: Bool = false) async -> ContactsPageSyncDataModel {
        let saved = try? await dao.savedPages(sourceKey: sourceKey).first { $0.page == page }
        if !bypassingCache, let saved, cachePolicy.isFresh(fetchedAt: saved.fetchedAt, now: clock.now()) {
            return .cached(at: saved.fetchedAt)
        }
        do {
            let fetched = try await source.fetchPage(book.request(page: page))
            let now = clock.now()
            try await dao.savePage(page, contacts: fetched.contacts, sourceKey: sourceKey, fetchedAt: now)
            if fetched.skippedRecordCount > 0 {
                logger.notice("skipped undecodable contacts", metadata: ["page": "\(page)", "skipped": "\(fetched.skippedRecordCount)"])
            }
            return .fetched(at: now)
        } catch let error as ContactsSourceError {
            logger.notice("contacts source unavailable", metadata: ["page": "\(page)", "error": "\(error)"])
            return .unavailable(error, savedAt: saved?.fetchedAt)
        } catch {
            logger.error("could not save contacts", metadata: ["page": "\(page)", "error": "\(error)"])
            return .unavailable(.malformedResponse, savedAt: saved?.fetchedAt)
        }
    }

    /// Makes sure every page of the book is saved, so a search or sort covers
    /// the whole book. Stops at the first page the source cannot give.
    /// `onProgress` hears (pages saved, pages in the book) after each page.
    public func syncAllPages(
        onProgress: @escaping @Sendable (_ savedPages: Int, _ totalPages: Int) -> Void = { _, _ in }
    ) async -> ContactsBookSyncDataModel {
        let saved = Set((try? await dao.savedPages(sourceKey: sourceKey).map(\.page)) ?? [])
        let total = max(1, pageCount)
        var fetched = 0
        for page in 1...total where !saved.contains(page) {
            if Task.isCancelled { return ContactsBookSyncDataModel(fetchedPageCount: fetched, failure: .cancelled) }
            if case .unavailable(let error, _) = await syncPage(page) {
                return ContactsBookSyncDataModel(fetchedPageCount: fetched, failure: error)
            }
            fetched += 1
            onProgress(saved.count + fetched, total)
        }
        return ContactsBookSyncDataModel(fetchedPageCount: fetched, failure: nil)
    }

    /// Every saved contact of this book, in source order.
    public func getSavedContacts() async throws -> [SavedContactDataModel] {
        try await dao.savedContacts(sourceKey: sourceKey)
    }

    /// The saved pages of this book, with when each was fetched.
    public func getSavedPages() async throws -> [SavedContactsPageDataModel] {
        try await dao.savedPages(sourceKey: sourceKey)
    }

    public func getSavedContact(id: String) async throws -> SavedContactDataModel? {
        try await dao.savedContact(id: id)
    }
}
