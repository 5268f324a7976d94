import Foundation

/// Saving the whole book, for searches and sorts that cover it.
extension ContactsRepository {
    /// Pages fetched before they are saved together, in one transaction.
    static let pagesPerTransaction = 50

    /// Makes sure every page of the book is saved, so a search or sort covers
    /// the whole book. Stops at the first page the source cannot give, keeping
    /// the pages fetched before it. `onProgress` hears (pages saved, pages in the
    /// book) after each page.
    ///
    /// Unreadable saved contacts are dropped (so their pages are fetched again) once per change
    /// of the book; a book already whole and checked costs a few small queries.
    public func syncAllPages(
        onProgress: @escaping @Sendable (_ savedPages: Int, _ totalPages: Int) -> Void = { _, _ in }
    ) async -> ContactsBookSyncDataModel {
        let (size, state) = await bookSnapshot()
        if let state, checks.isChecked(sourceKey, at: state.revision), state.savedPageCount >= max(1, size.pageCount) {
            return ContactsBookSyncDataModel(
                fetchedPageCount: 0, failure: nil,
                unchangedBook: ContactsBookSnapshotDataModel(size: size, revision: revisionKey(state.revision)))
        }
        let result = await fetchMissingPages(onProgress: onProgress)
        if result.failure == nil, let revision = try? await dao.bookRevision(sourceKey: sourceKey) {
            checks.markChecked(sourceKey, at: revision)
        }
        return result
    }

    private func fetchMissingPages(
        onProgress: @escaping @Sendable (_ savedPages: Int, _ totalPages: Int) -> Void
    ) async -> ContactsBookSyncDataModel {
        _ = try? await dao.dropUnreadableContacts(sourceKey: sourceKey)
        let saved = Set((try? await dao.savedPages(sourceKey: sourceKey).map(\.page)) ?? [])
        var batch = FetchedPages()
        var page = 1
        var total = max(1, await bookSize().pageCount)
        while page <= total {
            defer { page += 1 }
            if saved.contains(page) { continue }
            if Task.isCancelled { return await batch.ending(with: .cancelled, savingWith: self) }
            let request = book.request(page: page)
            let fetched: ContactsSourcePageDataModel
            do {
                fetched = try await source.fetchPage(request)
            } catch {
                let failure = error as? ContactsSourceError ?? .malformedResponse
                logger.notice("contacts source unavailable", metadata: ["page": "\(page)", "error": "\(error)"])
                return await batch.ending(with: failure, savingWith: self)
            }
            logSkippedRecords(of: fetched, page: page)
            batch.pages.append((page, fetched.contacts))
            onProgress(min(saved.count + batch.fetchedCount, total), total)
            let isShort = fetched.contacts.count + fetched.skippedRecordCount < request.results
            guard isShort || page == total || batch.pages.count >= Self.pagesPerTransaction else { continue }
            if let failure = await batch.save(with: self) { return batch.ended(with: failure) }
            if isShort {
                // A short page ends the book sooner.
                await noteWhereTheBookEnds(after: fetched, of: request)
                total = max(1, await bookSize().pageCount)
            }
        }
        if let failure = await batch.save(with: self) { return batch.ended(with: failure) }
        return batch.ended(with: nil)
    }

    /// Saves `pages` in one transaction; the failure, when they could not be saved.
    fileprivate func save(_ pages: [(page: Int, contacts: [ContactDataModel])]) async -> ContactsSourceError? {
        guard !pages.isEmpty else { return nil }
        do {
            try await dao.savePages(pages, sourceKey: sourceKey, fetchedAt: clock.now())
            return nil
        } catch {
            logger.error("could not save contacts", metadata: ["pages": "\(pages.count)", "error": "\(error)"])
            return .malformedResponse
        }
    }
}

/// Pages fetched and not saved yet, and how many were saved before them.
private struct FetchedPages {
    var pages: [(page: Int, contacts: [ContactDataModel])] = []
    var savedCount = 0

    var fetchedCount: Int { savedCount + pages.count }

    /// Saves the waiting pages; the failure, when they could not be saved.
    mutating func save(with repository: ContactsRepository) async -> ContactsSourceError? {
        let failure = await repository.save(pages)
        if failure == nil { savedCount += pages.count }
        pages = []
        return failure
    }

    /// Saves what was fetched before `failure` stopped the book, and says so.
    mutating func ending(with failure: ContactsSourceError, savingWith repository: ContactsRepository) async
        -> ContactsBookSyncDataModel
    {
        _ = await save(with: repository)
        return ended(with: failure)
    }

    func ended(with failure: ContactsSourceError?) -> ContactsBookSyncDataModel {
        ContactsBookSyncDataModel(fetchedPageCount: savedCount, failure: failure)
    }
}
