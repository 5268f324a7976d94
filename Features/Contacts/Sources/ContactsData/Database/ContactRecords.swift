import Foundation
import GRDB

/// A saved contact: the source record as JSON, and where and when it came from.
struct ContactRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "contact"

    var id: String
    var sourceKey: String
    var sourcePage: Int
    var sourcePosition: Int
    var fetchedAt: Date
    var payload: String
}

/// A page of the contact book as fetched from one source.
struct ContactPageRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "contactPage"

    var sourceKey: String
    var page: Int
    var fetchedAt: Date
    var contactCount: Int
}

/// The person's own first and last name for a contact.
struct ContactNameEditRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "contactNameEdit"

    var contactId: String
    var firstName: String
    var lastName: String
    var editedAt: Date
}

/// A contact the person marked as a favorite.
struct ContactFavoriteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "contactFavorite"

    var contactId: String
    var favoritedAt: Date
}

/// Where a book was found to end: the server gave a short or empty page.
struct ContactBookEndRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "contactBookEnd"

    var sourceKey: String
    /// The book's last page.
    var lastPage: Int
    /// The contacts on that page.
    var lastPageContactCount: Int
    var foundAt: Date
}
