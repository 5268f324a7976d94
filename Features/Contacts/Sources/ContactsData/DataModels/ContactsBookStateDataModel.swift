/// What a saved book's size and revision are made of, read together: where it was found to
/// end, how many of its pages (up to the size asked for) are saved and the contacts on them,
/// and its revision (see `ContactsBookRevision`).
public struct ContactsBookStateDataModel: Equatable, Sendable {
    public var revision: Int64
    public var end: ContactsBookEndDataModel?
    public var savedPageCount: Int
    public var savedContactCount: Int

    public init(revision: Int64, end: ContactsBookEndDataModel?, savedPageCount: Int, savedContactCount: Int) {
        self.revision = revision
        self.end = end
        self.savedPageCount = savedPageCount
        self.savedContactCount = savedContactCount
    }
}
