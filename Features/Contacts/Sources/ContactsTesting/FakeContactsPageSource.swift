import ContactsData
import Foundation
import SystemKit

/// A contacts source held in memory: its pages, whether it can be reached, a failure it
/// answers with, whether it keeps silent, and the pages it was asked for.
public final class FakeContactsPageSource: ContactsPageSource {
    private struct State {
        var pages: [Int: [ContactDataModel]]
        var announcedPageCount: Int?
        var isReachable = true
        var failure: ContactsSourceError?
        var isSilent = false
        var waiting: [UUID: CheckedContinuation<Void, Never>] = [:]
        var requestedPages: [Int] = []
    }

    private let state: LockedState<State>
    public let sourceDescription = "fake source"
    public let reportsBookSize: Bool

    /// - Parameters:
    ///   - announcedPageCount: the book size the source claims, like a remote book of
    ///     a configured size; by default the number of `pages`.
    ///   - reportsBookSize: `false` for a source like randomuser.me, whose size is only the one asked for.
    public init(pages: [[ContactDataModel]], announcedPageCount: Int? = nil, reportsBookSize: Bool = true) {
        self.reportsBookSize = reportsBookSize
        var numbered: [Int: [ContactDataModel]] = [:]
        for (index, page) in pages.enumerated() { numbered[index + 1] = page }
        state = LockedState(State(pages: numbered, announcedPageCount: announcedPageCount))
    }

    public var pageCount: Int { state.withLock { $0.announcedPageCount ?? $0.pages.count } }
    public var contactCount: Int {
        state.withLock { state in
            state.announcedPageCount.map { $0 * ContactsPageRequest.defaultPageSize }
                ?? state.pages.values.map(\.count).reduce(0, +)
        }
    }
    public var requestedPages: [Int] { state.withLock { $0.requestedPages } }
    /// Requests waiting on a silent source.
    public var waitingRequestCount: Int { state.withLock { $0.waiting.count } }

    public func setReachable(_ reachable: Bool) { state.withLock { $0.isReachable = reachable } }

    /// Makes every request fail with `failure` (`nil`: answer again).
    public func fail(with failure: ContactsSourceError?) { state.withLock { $0.failure = failure } }

    /// Makes the source keep silent: requests wait until `answer()` or until they are cancelled.
    public func keepSilent() { state.withLock { $0.isSilent = true } }

    /// Ends the silence: waiting requests get their answers, and later ones get them at once.
    public func answer() {
        let waiting = state.withLock { state in
            state.isSilent = false
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        waiting.forEach { $0.resume() }
    }

    /// Replaces what the source gives for `page`, as a source whose data changed.
    public func replacePage(_ page: Int, with contacts: [ContactDataModel]) { state.withLock { $0.pages[page] = contacts } }

    public func fetchPage(_ request: ContactsPageRequest) async throws -> ContactsSourcePageDataModel {
        let isSilent = state.withLock { state in
            state.requestedPages.append(request.page)
            return state.isSilent
        }
        if isSilent { try await waitForAnswer() }
        return try state.withLock { state in
            guard state.isReachable else { throw ContactsSourceError.unreachable }
            if let failure = state.failure { throw failure }
            return ContactsSourcePageDataModel(contacts: state.pages[request.page] ?? [], skippedRecordCount: 0, info: nil)
        }
    }

    /// Waits until `answer()`; throws `ContactsSourceError.cancelled` when the task is cancelled first.
    private func waitForAnswer() async throws {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let answeredAlready = state.withLock { state in
                    guard state.isSilent, !Task.isCancelled else { return true }
                    state.waiting[id] = continuation
                    return false
                }
                if answeredAlready { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume()
        }
        if Task.isCancelled { throw ContactsSourceError.cancelled }
    }
}
