import ContactsData
import SystemKit

/// A contacts source held in memory: its pages, whether it can be reached,
/// and the pages it was asked for.
public final class FakeContactsPageSource: ContactsPageSource {
    private struct State {
        var pages: [Int: [ContactDataModel]]
        var isReachable = true
        public var requestedPages: [Int] = []
    }

    private let state: LockedState<State>
    public let sourceDescription = "fake source"

    public init(pages: [[ContactDataModel]]) {
        var numbered: [Int: [ContactDataModel]] = [:]
        for (index, page) in pages.enumerated() { numbered[index + 1] = page }
        state = LockedState(State(pages: numbered))
    }

    public var pageCount: Int { state.withLock { $0.pages.count } }
    public var contactCount: Int { state.withLock { $0.pages.values.map(\.count).reduce(0, +) } }
    public var requestedPages: [Int] { state.withLock { $0.requestedPages } }

    public func setReachable(_ reachable: Bool) { state.withLock { $0.isReachable = reachable } }

    /// Replaces what the source gives for `page`, as a source whose data changed.
    public func replacePage(_ page: Int, with contacts: [ContactDataModel]) { state.withLock { $0.pages[page] = contacts } }

    public func fetchPage(_ request: ContactsPageRequest) async throws -> ContactsSourcePageDataModel {
        try state.withLock { state in
            state.requestedPages.append(request.page)
            guard state.isReachable else { throw ContactsSourceError.unreachable }
            return ContactsSourcePageDataModel(contacts: state.pages[request.page] ?? [], skippedRecordCount: 0, info: nil)
        }
    }
}
