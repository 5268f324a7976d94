import AppCore
import Foundation
import Logging

/// The contact book, offline first: pages come from the saved copy while it
/// is fresh and from the source otherwise; when the source fails, the saved
/// copy stays. Hides whether contacts came from the network, the bundled
/// dataset or the database.
///
/// - A stale page waits only `ContactsCachePolicy.staleAnswerWait` for a slow source;
///   then its saved copy stands and the fetch goes on (`ContactsPageRefreshes`).
/// - A saved contact that cannot be read is dropped (and logged) and its page fetched again.
/// - A page shorter than asked for (or empty) ends the book there, whatever size the
///   source announced; a full page past that end lifts it again.
public struct ContactsRepository: Sendable {
    let dao: ContactsDAO
    let source: any ContactsPageSource
    let book: ContactsBookConfiguration
    private let cachePolicy: ContactsCachePolicy
    let clock: any AppClock
    let logger: Logger
    private let refreshes: ContactsPageRefreshes
    let checks: ContactsBookChecks

    public init(
        dao: ContactsDAO, source: any ContactsPageSource, book: ContactsBookConfiguration = ContactsBookConfiguration(),
        cachePolicy: ContactsCachePolicy = ContactsCachePolicy(), clock: any AppClock,
        logger: Logger = Logger(label: "contacts.repository"), refreshes: ContactsPageRefreshes = ContactsPageRefreshes(),
        checks: ContactsBookChecks = ContactsBookChecks()
    ) {
        self.dao = dao
        self.source = source
        self.book = book
        self.cachePolicy = cachePolicy
        self.clock = clock
        self.logger = logger
        self.refreshes = refreshes
        self.checks = checks
    }

    public var pageSize: Int { ContactsPageRequest.defaultPageSize }
    var sourceKey: String { book.sourceKey(for: source) }

    /// Pages and contacts in this book: the source's (after this book's filters), or fewer
    /// where a short page showed the book ends sooner. For a source that does not report its
    /// size (randomuser.me), the size asked for bounds the pages, and the contacts are those
    /// saved so far until every page of the book is saved (`isKnown` says which).
    public func bookSize() async -> ContactsBookSizeDataModel {
        await bookSnapshot().size
    }

    /// The book's size and the state it was worked out from (`nil` when it could not be read), in one read.
    func bookSnapshot() async -> (size: ContactsBookSizeDataModel, state: ContactsBookStateDataModel?) {
        let announced = source.bookSize(for: book.request(page: 1))
        let state = try? await dao.bookState(sourceKey: sourceKey, throughPage: announced.pageCount)
        return (size(announced: announced, state: state), state)
    }

    /// The book's size, as `bookSize()`, and its revision, in one read.
    public func getBookSnapshot() async throws -> ContactsBookSnapshotDataModel {
        let announced = source.bookSize(for: book.request(page: 1))
        let state = try await dao.bookState(sourceKey: sourceKey, throughPage: announced.pageCount)
        return ContactsBookSnapshotDataModel(
            size: size(announced: announced, state: state), revision: revisionKey(state.revision))
    }

    func revisionKey(_ revision: Int64) -> String {
        "\(sourceKey)#\(revision)"
    }

    private func size(announced: ContactsBookSizeDataModel, state: ContactsBookStateDataModel?) -> ContactsBookSizeDataModel {
        if let end = state?.end, end.lastPage < announced.pageCount {
            let contacts = end.lastPage == 0 ? 0 : (end.lastPage - 1) * pageSize + end.lastPageContactCount
            return ContactsBookSizeDataModel(pageCount: end.lastPage, contactCount: min(contacts, announced.contactCount))
        }
        guard !source.reportsBookSize else { return announced }
        return ContactsBookSizeDataModel(
            pageCount: announced.pageCount, contactCount: state?.savedContactCount ?? 0,
            isKnown: (state?.savedPageCount ?? 0) >= announced.pageCount
        )
    }

    /// Makes sure `page` is saved: fetched when it is missing, stale, or `bypassingCache`.
    public func syncPage(_ page: Int, bypassingCache: Bool = false) async -> ContactsPageSyncDataModel {
        await syncPage(
            page, bypassingCache: bypassingCache, read: try? await dao.savedPageAndContacts(sourceKey: sourceKey, page: page))
    }

    /// Makes sure `page` is saved, as `syncPage`, and gives its saved contacts: those of the same
    /// read when the saved copy is fresh and sound (one trip to the database), or read again after.
    public func syncAndReadPage(
        _ page: Int, bypassingCache: Bool = false
    ) async throws -> (outcome: ContactsPageSyncDataModel, contacts: [SavedContactDataModel]) {
        let read = try? await dao.savedPageAndContacts(sourceKey: sourceKey, page: page)
        let outcome = await syncPage(page, bypassingCache: bypassingCache, read: read)
        if case .cached = outcome, let read, !read.hasUnreadableContacts { return (outcome, read.contacts) }
        return (outcome, try await getSavedContacts(page: page))
    }

    private func syncPage(
        _ page: Int, bypassingCache: Bool, read: SavedContactsPageReadDataModel?
    ) async -> ContactsPageSyncDataModel {
        var saved = read?.mark
        if read?.hasUnreadableContacts == true {
            // A damaged saved contact: drop it, and with it the page's mark, so the page is fetched again.
            _ = try? await dao.dropUnreadableContacts(sourceKey: sourceKey, page: page)
            saved = try? await dao.savedPage(sourceKey: sourceKey, page: page)
        }
        guard !bypassingCache, let saved else {
            return await fetchAndSave(page, savedAt: saved?.fetchedAt)
        }
        if cachePolicy.isFresh(fetchedAt: saved.fetchedAt, now: clock.now()) {
            return .cached(at: saved.fetchedAt)
        }
        let refresh = refreshes.run("\(sourceKey)#\(page)") { [self] in
            await fetchAndSave(page, savedAt: saved.fetchedAt)
        }
        if let outcome = await BriefWait.value(of: refresh, within: cachePolicy.staleAnswerWait) {
            return outcome
        }
        logger.notice("The contacts source has not answered yet; showing the saved page", metadata: ["page": "\(page)"])
        return .savedWhileWaiting(savedAt: saved.fetchedAt)
    }

    /// Every saved contact of this book, in source order. A row that cannot be read is left
    /// out (see `ContactsDAO`); a read that fails as a whole (a damaged file) is logged.
    public func getSavedContacts() async throws -> [SavedContactDataModel] {
        try await getSavedContacts { $0 }
    }

    /// The saved contacts of page `page` of this book, in source order.
    public func getSavedContacts(page: Int) async throws -> [SavedContactDataModel] {
        try await dao.savedContacts(sourceKey: sourceKey, page: page)
    }

    /// Every saved contact of this book in source order, each made into what `keep` keeps of
    /// it as it is read, so a large book is never held whole.
    public func getSavedContacts<Value: Sendable>(
        keeping keep: @escaping @Sendable (SavedContactDataModel) -> Value
    ) async throws -> [Value] {
        do {
            return try await dao.savedContacts(sourceKey: sourceKey, keeping: keep)
        } catch {
            logger.error("could not read the saved contacts", metadata: ["error": "\(error)"])
            throw error
        }
    }

    /// The saved pages of this book, with when each was fetched.
    public func getSavedPages() async throws -> [SavedContactsPageDataModel] {
        try await dao.savedPages(sourceKey: sourceKey)
    }

    public func getSavedContact(id: String) async throws -> SavedContactDataModel? {
        do {
            return try await dao.savedContact(id: id)
        } catch {
            logger.error("could not read a saved contact", metadata: ["id": "\(id)", "error": "\(error)"])
            throw error
        }
    }

    // MARK: - Fetching

    private func fetchAndSave(_ page: Int, savedAt: Date?) async -> ContactsPageSyncDataModel {
        let request = book.request(page: page)
        do {
            let fetched = try await source.fetchPage(request)
            let now = clock.now()
            try await dao.savePage(page, contacts: fetched.contacts, sourceKey: sourceKey, fetchedAt: now)
            logSkippedRecords(of: fetched, page: page)
            await noteWhereTheBookEnds(after: fetched, of: request)
            return .fetched(at: now)
        } catch let error as ContactsSourceError {
            logger.notice("contacts source unavailable", metadata: ["page": "\(page)", "error": "\(error)"])
            return .unavailable(error, savedAt: savedAt)
        } catch {
            logger.error("could not save contacts", metadata: ["page": "\(page)", "error": "\(error)"])
            return .unavailable(.malformedResponse, savedAt: savedAt)
        }
    }

    func logSkippedRecords(of fetched: ContactsSourcePageDataModel, page: Int) {
        guard fetched.skippedRecordCount > 0 else { return }
        logger.notice(
            "skipped undecodable contacts", metadata: ["page": "\(page)", "skipped": "\(fetched.skippedRecordCount)"])
    }

    /// A page with fewer records than asked for, before the last page the source announced,
    /// ends the book there (an empty page ends it on the page before); a full page at or
    /// past a known end shows the book goes on.
    func noteWhereTheBookEnds(after fetched: ContactsSourcePageDataModel, of request: ContactsPageRequest) async {
        let records = fetched.contacts.count + fetched.skippedRecordCount
        let announcedPages = source.bookSize(for: request).pageCount
        do {
            if records < request.results, request.page < announcedPages {
                let end =
                    records == 0
                    ? ContactsBookEndDataModel(
                        lastPage: request.page - 1, lastPageContactCount: await contactCount(onPage: request.page - 1))
                    : ContactsBookEndDataModel(lastPage: request.page, lastPageContactCount: fetched.contacts.count)
                try await dao.saveBookEnd(end, sourceKey: sourceKey, foundAt: clock.now())
                logger.notice(
                    "The contact book ends sooner than announced",
                    metadata: [
                        "lastPage": "\(end.lastPage)", "announcedPages": "\(announcedPages)",
                    ])
            } else if records >= request.results, let end = try await dao.savedBookEnd(sourceKey: sourceKey),
                end.lastPage <= request.page
            {
                try await dao.saveBookEnd(nil, sourceKey: sourceKey, foundAt: clock.now())
            }
        } catch {
            logger.error("could not save where the contact book ends", metadata: ["error": "\(error)"])
        }
    }

    /// The contacts saved for `page`; a full page when it is not saved.
    private func contactCount(onPage page: Int) async -> Int {
        guard page > 0 else { return 0 }
        let saved = try? await dao.savedPage(sourceKey: sourceKey, page: page)
        return saved?.contactCount ?? pageSize
    }
}
