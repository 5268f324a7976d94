/// How many pages and contacts a book has.
public struct ContactsBookSizeDataModel: Equatable, Sendable {
    public var pageCount: Int
    public var contactCount: Int
    /// Whether these are the book's size as known (the source reports it, or its end has been
    /// reached), rather than the size the source was asked for, which it may fall short of.
    public var isKnown: Bool

    public init(pageCount: Int, contactCount: Int, isKnown: Bool = true) {
        self.pageCount = pageCount
        self.contactCount = contactCount
        self.isKnown = isKnown
    }
}
