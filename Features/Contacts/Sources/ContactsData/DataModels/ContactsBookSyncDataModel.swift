/// How making the whole book available went.
public struct ContactsBookSyncDataModel: Equatable, Sendable {
    /// Pages fetched from the source by this sync.
    public var fetchedPageCount: Int
    /// Why the sync stopped early, if it did.
    public var failure: ContactsSourceError?

    public init(fetchedPageCount: Int, failure: ContactsSourceError?) {
        self.fetchedPageCount = fetchedPageCount
        self.failure = failure
    }
}
