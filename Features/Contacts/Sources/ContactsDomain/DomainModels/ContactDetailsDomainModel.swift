/// Everything the details screen shows about one contact, formatted for the app language.
public struct ContactDetailsDomainModel: Equatable, Sendable, Identifiable {
    public let id: String
    /// Title and full name: `Mrs Zoë Martin`.
    public let titledName: String
    public let firstName: String
    public let lastName: String
    public let age: Int
    /// The birthday in the app language: `3 de marzo de 1990`.
    public let birthday: String
    /// Street, city, state, postcode and country, one per line.
    public let addressLines: [String]
    public let email: String
    public let phone: String
    public let cell: String
    /// The nationality as a country named in the app language: `Francia`.
    public let nationality: String
    /// When they joined, in the app language.
    public let memberSince: String
    public let isFavorite: Bool
    /// Whether the person changed the name the source gave.
    public let isNameEdited: Bool

    public init(
        id: String, titledName: String, firstName: String, lastName: String, age: Int, birthday: String,
        addressLines: [String], email: String, phone: String, cell: String, nationality: String,
        memberSince: String, isFavorite: Bool, isNameEdited: Bool
    ) {
        self.id = id
        self.titledName = titledName
        self.firstName = firstName
        self.lastName = lastName
        self.age = age
        self.birthday = birthday
        self.addressLines = addressLines
        self.email = email
        self.phone = phone
        self.cell = cell
        self.nationality = nationality
        self.memberSince = memberSince
        self.isFavorite = isFavorite
        self.isNameEdited = isNameEdited
    }
}
