/// How many pages and contacts a book has.
public struct ContactsBookSizeDataModel: Equatable, Sendable {
    public var pageCount: Int
    public var contactCount: Int

    public init(pageCount: Int, contactCount: Int) {
        self.pageCount = pageCount
        self.contactCount = contactCount
    }
}
