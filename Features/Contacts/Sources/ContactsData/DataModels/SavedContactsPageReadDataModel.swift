/// A saved page as one read found it: its mark (`nil` when the page is not saved), the
/// contacts on it that could be read, and whether any could not.
public struct SavedContactsPageReadDataModel: Sendable {
    public var mark: SavedContactsPageDataModel?
    public var contacts: [SavedContactDataModel]
    public var hasUnreadableContacts: Bool

    public init(mark: SavedContactsPageDataModel?, contacts: [SavedContactDataModel], hasUnreadableContacts: Bool) {
        self.mark = mark
        self.contacts = contacts
        self.hasUnreadableContacts = hasUnreadableContacts
    }
}
