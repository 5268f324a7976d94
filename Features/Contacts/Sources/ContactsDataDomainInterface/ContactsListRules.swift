import ContactsData
import ContactsDomain
import Foundation
import Localization

/// The contact list's business rules: how a sort by name orders, and what a row shows. What a
/// search matches is `ContactsListIndexEntry.searchFields`, folded by `SearchFolding`.
struct ContactsListRules: Sendable {
    let locale: Locale
    let now: Date

    func summary(_ contact: SavedContactDataModel) -> ContactSummaryDomainModel {
        ContactSummaryDomainModel(
            id: contact.contact.id,
            fullName: contact.fullName,
            age: ContactAge.years(bornAt: contact.contact.birthDate, now: now),
            city: contact.contact.city,
            isFavorite: contact.favoritedAt != nil
        )
    }

    /// By last name, then first name, in the app language's collation ignoring case; then by id.
    func isOrderedByName(
        _ lhs: (lastName: String, firstName: String, id: String), _ rhs: (lastName: String, firstName: String, id: String)
    ) -> Bool {
        let byLast = lhs.lastName.compare(rhs.lastName, options: [.caseInsensitive], range: nil, locale: locale)
        if byLast != .orderedSame { return byLast == .orderedAscending }
        let byFirst = lhs.firstName.compare(rhs.firstName, options: [.caseInsensitive], range: nil, locale: locale)
        if byFirst != .orderedSame { return byFirst == .orderedAscending }
        return lhs.id < rhs.id
    }
}
