/// How making the whole book available went.
public struct ContactsBookSyncDataModel: Equatable, Sendable {
    /// Pages fetched from the source by this sync.
    public var fetchedPageCount: Int
    /// Why the sync stopped early, if it did.
    public var failure: ContactsSourceError?
    /// The book as the sync found it, when it found it whole and wrote nothing: still current,
    /// so the list need not read it again.
    public var unchangedBook: ContactsBookSnapshotDataModel?

    public init(fetchedPageCount: Int, failure: ContactsSourceError?, unchangedBook: ContactsBookSnapshotDataModel? = nil) {
        self.fetchedPageCount = fetchedPageCount
        self.failure = failure
        self.unchangedBook = unchangedBook
    }
}

/// A book's size and its revision: a text that changes whenever the saved book, a name edit or
/// a favorite does, so whatever is made from the saved book knows when to make it again.
public struct ContactsBookSnapshotDataModel: Equatable, Sendable {
    public var size: ContactsBookSizeDataModel
    public var revision: String

    public init(size: ContactsBookSizeDataModel, revision: String) {
        self.size = size
        self.revision = revision
    }
}
