import Foundation
import GRDB

/// The one row of `userAppLanguage`: the person's chosen app language.
struct UserAppLanguageRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "userAppLanguage"

    /// Always 1: the table holds a single row.
    var id: Int = 1
    var languageCode: String
    var chosenAt: Date
}
