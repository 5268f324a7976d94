import Foundation

/// A contact as saved on this device: the source's record, where and when it
/// was fetched, and what the person added (a name edit, a favorite).
public struct SavedContactDataModel: Equatable, Sendable {
    public var contact: ContactDataModel
    public var sourcePage: Int
    public var sourcePosition: Int
    public var fetchedAt: Date
    public var nameEdit: ContactNameEditDataModel?
    public var favoritedAt: Date?

    public init(
        contact: ContactDataModel, sourcePage: Int, sourcePosition: Int, fetchedAt: Date,
        nameEdit: ContactNameEditDataModel?, favoritedAt: Date?
    ) {
        self.contact = contact
        self.sourcePage = sourcePage
        self.sourcePosition = sourcePosition
        self.fetchedAt = fetchedAt
        self.nameEdit = nameEdit
        self.favoritedAt = favoritedAt
    }
}

/// The person's own spelling of a contact's name.
public struct ContactNameEditDataModel: Equatable, Sendable {
    public var firstName: String
    public var lastName: String
    public var editedAt: Date

    public init(firstName: String, lastName: String, editedAt: Date) {
        self.firstName = firstName
        self.lastName = lastName
        self.editedAt = editedAt
    }
}

/// A page of the contact book saved on this device, and when it was fetched.
public struct SavedContactsPageDataModel: Equatable, Sendable {
    public var page: Int
    public var fetchedAt: Date
    public var contactCount: Int

    public init(page: Int, fetchedAt: Date, contactCount: Int) {
        self.page = page
        self.fetchedAt = fetchedAt
        self.contactCount = contactCount
    }
}
