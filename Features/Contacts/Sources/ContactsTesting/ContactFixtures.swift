import ContactsData
import Foundation

/// Contacts for tests, with only what a test cares about spelled out.
public enum ContactFixtures {
    public static func contact(
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
    public static func people(_ range: ClosedRange<Int>) -> [ContactDataModel] {
        range.map { contact("id-\($0)", first: "Person\($0)", last: "Family\($0)") }
    }

    public static func date(_ day: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: day) ?? Date(timeIntervalSince1970: 0)
    }
}

extension FakeContactsPageSource {
    /// A small contact book for `ContactsDemo --fake`: three pages of 20 people
    /// with names, cities and birthdays in several scripts, and no outside source.
    public static func sampleBook() -> FakeContactsPageSource {
        let names: [(String, String, String)] = [
            ("José", "García", "Valencia"), ("Anaïs", "Michel", "Besançon"), ("Zoë", "Moulin", "Saint-Étienne"),
            ("Søren", "Nielsen", "Århus"), ("Ólafur", "Jónsson", "Reykjavík"), ("Дарина", "Шевченко", "Київ"),
            ("Mehmet", "Öztürk", "İzmir"), ("Chloé", "Lefèvre", "Besançon"), ("Björn", "Ångström", "Göteborg"),
            ("Łukasz", "Wójcik", "Łódź"),
        ]
        let people = (0..<60).map { index in
            let (first, last, city) = names[index % names.count]
            let year = 1950 + (index * 7) % 55
            return ContactFixtures.contact(
                "fake-\(index + 1)", first: first, last: "\(last)\(index < names.count ? "" : " \(index / names.count + 1)")",
                city: city, born: "\(year)-0\(1 + index % 9)-1\(index % 10)"
            )
        }
        return FakeContactsPageSource(
            pages: stride(from: 0, to: people.count, by: 20).map { Array(people[$0..<min($0 + 20, people.count)]) })
    }
}
