import ContactsData
import Foundation

/// Contacts for tests, with only what a test cares about spelled out.
enum ContactFixtures {
    static func contact(
        _ id: String, first: String, last: String, city: String = "Lyon", email: String? = nil,
        born: String = "1990-03-03", nationality: String = "FR", title: String = "Mr"
    ) -> ContactDataModel {
        ContactDataModel(
            id: id, gender: "male", title: title, firstName: first, lastName: last,
            streetNumber: 12, streetName: "Rue de la République", city: city, state: "Rhône", country: "France",
            postcode: "69002", latitude: "45.76", longitude: "4.83", timezoneOffset: "+1:00",
            timezoneDescription: "Brussels, Copenhagen, Madrid, Paris",
            email: email ?? "\(first.lowercased()).\(last.lowercased())@example.com", username: "user\(id)",
            birthDate: date(born), age: 0, registeredDate: date("2012-05-04"), registeredAge: 13,
            phone: "04-12-34-56-78", cell: "06-12-34-56-78", nationalIdName: "INSEE", nationalIdValue: nil,
            pictureLarge: "", pictureMedium: "", pictureThumbnail: "", nationality: nationality
        )
    }

    /// `count` contacts named Person1 … PersonN living in Lyon.
    static func people(_ range: ClosedRange<Int>) -> [ContactDataModel] {
        range.map { contact("id-\($0)", first: "Person\($0)", last: "Family\($0)") }
    }

    static func date(_ day: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: day) ?? Date(timeIntervalSince1970: 0)
    }
}
