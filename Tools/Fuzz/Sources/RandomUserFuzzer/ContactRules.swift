import Foundation
import FuzzSupport
import Localization

@testable import ContactsData

/// The field rules a decoded contact must meet, checked from outside the decoder.
enum ContactRules {
    static func check(_ contact: ContactDataModel, now: Date) {
        let texts: [(String, Int)] = [
            (contact.title, RandomUserFieldRules.maxNameLength), (contact.firstName, RandomUserFieldRules.maxNameLength),
            (contact.lastName, RandomUserFieldRules.maxNameLength), (contact.streetName, RandomUserFieldRules.maxPlaceLength),
            (contact.city, RandomUserFieldRules.maxPlaceLength), (contact.state, RandomUserFieldRules.maxPlaceLength),
            (contact.country, RandomUserFieldRules.maxPlaceLength), (contact.email, RandomUserFieldRules.maxEmailLength),
            (contact.username, RandomUserFieldRules.maxShortTextLength), (contact.phone, RandomUserFieldRules.maxShortTextLength),
            (contact.cell, RandomUserFieldRules.maxShortTextLength), (contact.pictureLarge, RandomUserFieldRules.maxURLLength),
            (contact.id, RandomUserFieldRules.maxIdLength),
        ]
        for (text, maximum) in texts {
            Property.require(text.count <= maximum, "a text of \(text.count) characters, more than \(maximum)")
            Property.require(OutsideText.singleLine(text) == text, "a text not clean: \(text.debugDescription)")
        }
        Property.require(!contact.id.isEmpty, "an empty id")
        Property.require(RandomUserFieldRules.ages.contains(contact.age), "age \(contact.age)")
        for date in [contact.birthDate, contact.registeredDate] {
            Property.require(date >= RandomUserFieldRules.earliestDate && date <= now, "a date out of range: \(date)")
        }
    }
}
