import Foundation

/// Where a source's book ends, as found when the source gave a short or empty page.
public struct ContactsBookEndDataModel: Equatable, Sendable {
    /// The last page of the book (0 when the first page was empty).
    public var lastPage: Int
    /// The contacts on the last page.
    public var lastPageContactCount: Int

    public init(lastPage: Int, lastPageContactCount: Int) {
        self.lastPage = lastPage
        self.lastPageContactCount = lastPageContactCount
    }
}
