import AppCore
import ContactsData
import ContactsDomain
import Foundation
import Localization

/// Formats a saved contact's details for the app language: dates in its
/// long style, the nationality as a country named in it, age by the clock.
struct ContactDetailsFormatting: Sendable {
    let language: AppLanguage
    let now: Date

    func details(_ saved: SavedContactDataModel) -> ContactDetailsDomainModel {
        let contact = saved.contact
        let formatters = AppFormatters(language: language, timeZone: TimeZone(identifier: "UTC") ?? .current)
        return ContactDetailsDomainModel(
            id: contact.id,
            titledName: [contact.title, saved.firstName, saved.lastName].filter { !$0.isEmpty }.joined(separator: " "),
            firstName: saved.firstName,
            lastName: saved.lastName,
            age: ContactAge.years(bornAt: contact.birthDate, now: now),
            birthday: formatters.longDate(contact.birthDate),
            addressLines: addressLines(contact),
            email: contact.email,
            phone: contact.phone,
            cell: contact.cell,
            nationality: language.locale.localizedString(forRegionCode: contact.nationality) ?? contact.nationality,
            memberSince: formatters.longDate(contact.registeredDate),
            isFavorite: saved.favoritedAt != nil,
            isNameEdited: saved.nameEdit != nil
        )
    }

    private func addressLines(_ contact: ContactDataModel) -> [String] {
        let street = [contact.streetNumber.map(String.init), contact.streetName]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        let cityLine = [contact.city, contact.state, contact.postcode].filter { !$0.isEmpty }.joined(separator: ", ")
        return [street, cityLine, contact.country].filter { !$0.isEmpty }
    }
}
