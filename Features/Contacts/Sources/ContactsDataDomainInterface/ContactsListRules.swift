import ContactsData
import ContactsDomain
import Foundation
import Localization

/// The contact list's business rules: what a search matches, how a sort
/// orders, and how a list is cut into pages.
struct ContactsListRules: Sendable {
    let locale: Locale
    let now: Date

    /// A search matches text anywhere in the name (as edited), email or city,
    /// ignoring case and diacritics ("jose" finds José).
    func matches(_ contact: SavedContactDataModel, searchText: String) -> Bool {
        let needle = SearchFolding.folded(searchText)
        guard !needle.isEmpty else { return true }
        return [contact.fullName, contact.contact.email, contact.contact.city]
            .contains { SearchFolding.folded($0).contains(needle) }
    }

    func sorted(_ contacts: [SavedContactDataModel], by sort: ContactsSortDomainModel) -> [SavedContactDataModel] {
        switch sort {
        case .sourceOrder:
            return contacts
        case .name:
            return contacts.sorted { isOrderedByName($0, $1) }
        case .age:
            return contacts.sorted { lhs, rhs in
                lhs.contact.birthDate != rhs.contact.birthDate
                    ? lhs.contact.birthDate > rhs.contact.birthDate
                    : isOrderedByName(lhs, rhs)
            }
        }
    }

    func summary(_ contact: SavedContactDataModel) -> ContactSummaryDomainModel {
        ContactSummaryDomainModel(
            id: contact.contact.id,
            fullName: contact.fullName,
            age: ContactAge.years(bornAt: contact.contact.birthDate, now: now),
            city: contact.contact.city,
            isFavorite: contact.favoritedAt != nil
        )
    }

    private func isOrderedByName(_ lhs: SavedContactDataModel, _ rhs: SavedContactDataModel) -> Bool {
        let byLast = lhs.lastName.compare(rhs.lastName, options: [.caseInsensitive], range: nil, locale: locale)
        if byLast != .orderedSame { return byLast == .orderedAscending }
        let byFirst = lhs.firstName.compare(rhs.firstName, options: [.caseInsensitive], range: nil, locale: locale)
        if byFirst != .orderedSame { return byFirst == .orderedAscending }
        return lhs.contact.id < rhs.contact.id
    }
}
