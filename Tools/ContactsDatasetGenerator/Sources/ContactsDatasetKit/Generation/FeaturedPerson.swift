/// A person placed at a fixed position with a chosen name, so the dataset
/// always holds the names that diacritic-insensitive and non-Latin search
/// must find (José, Zoë, Ørjan, Müller, Çelik, Cyrillic and Persian names).
/// Everything else about them is drawn like anyone else's.
struct FeaturedPerson: Sendable {
    let index: Int
    let nationality: String
    let gender: Gender
    let title: String
    let firstName: PersonName
    let lastName: PersonName

    /// Spread over the first page, three records apart.
    static let all: [FeaturedPerson] = [
        FeaturedPerson(index: 0, nationality: "ES", gender: .male, title: "Mr", firstName: "José", lastName: "García"),
        FeaturedPerson(index: 3, nationality: "FR", gender: .female, title: "Madame", firstName: "Zoë", lastName: "Moulin"),
        FeaturedPerson(
            index: 6, nationality: "NO", gender: .male, title: "Mr", firstName: "Ørjan", lastName: "Kristiansen"
        ),
        FeaturedPerson(index: 9, nationality: "DE", gender: .female, title: "Ms", firstName: "Lena", lastName: "Müller"),
        FeaturedPerson(index: 12, nationality: "TR", gender: .male, title: "Mr", firstName: "Mehmet", lastName: "Çelik"),
        FeaturedPerson(
            index: 15, nationality: "UA", gender: .female, title: "Mrs",
            firstName: PersonName("Оксана", "oksana"), lastName: PersonName("Шевченко", "shevchenko")
        ),
        FeaturedPerson(
            index: 18, nationality: "IR", gender: .female, title: "Miss",
            firstName: PersonName("زهرا", "zahra"), lastName: PersonName("محمدی", "mohammadi")
        ),
        FeaturedPerson(
            index: 21, nationality: "RU", gender: .male, title: "Mr",
            firstName: PersonName("Дмитрий", "dmitriy"), lastName: PersonName("Иванов", "ivanov")
        ),
        FeaturedPerson(
            index: 24, nationality: "FR", gender: .male, title: "Monsieur", firstName: "Jérôme", lastName: "Lefèvre"
        ),
    ]
}
