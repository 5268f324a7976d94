import Foundation

/// One contact as the data layer keeps it: every field of a randomuser.me
/// record, flattened. `id` is the record's `login.uuid`.
public struct ContactDataModel: Equatable, Sendable, Codable {
    public var id: String
    public var gender: String
    public var title: String
    public var firstName: String
    public var lastName: String
    public var streetNumber: Int?
    public var streetName: String
    public var city: String
    public var state: String
    public var country: String
    /// A number for some nationalities and text for others in the API; always text here.
    public var postcode: String
    public var latitude: String
    public var longitude: String
    public var timezoneOffset: String
    public var timezoneDescription: String
    public var email: String
    public var username: String
    public var birthDate: Date
    public var age: Int
    public var registeredDate: Date
    public var registeredAge: Int
    public var phone: String
    public var cell: String
    public var nationalIdName: String
    /// `nil` where the API sends `null` (some nationalities have no national id).
    public var nationalIdValue: String?
    public var pictureLarge: String
    public var pictureMedium: String
    public var pictureThumbnail: String
    /// Two-letter nationality code, such as `FR`.
    public var nationality: String

    public init(
        id: String, gender: String, title: String, firstName: String, lastName: String,
        streetNumber: Int?, streetName: String, city: String, state: String, country: String, postcode: String,
        latitude: String, longitude: String, timezoneOffset: String, timezoneDescription: String,
        email: String, username: String, birthDate: Date, age: Int, registeredDate: Date, registeredAge: Int,
        phone: String, cell: String, nationalIdName: String, nationalIdValue: String?,
        pictureLarge: String, pictureMedium: String, pictureThumbnail: String, nationality: String
    ) {
        self.id = id
        self.gender = gender
        self.title = title
        self.firstName = firstName
        self.lastName = lastName
        self.streetNumber = streetNumber
        self.streetName = streetName
        self.city = city
        self.state = state
        self.country = country
        self.postcode = postcode
        self.latitude = latitude
        self.longitude = longitude
        self.timezoneOffset = timezoneOffset
        self.timezoneDescription = timezoneDescription
        self.email = email
        self.username = username
        self.birthDate = birthDate
        self.age = age
        self.registeredDate = registeredDate
        self.registeredAge = registeredAge
        self.phone = phone
        self.cell = cell
        self.nationalIdName = nationalIdName
        self.nationalIdValue = nationalIdValue
        self.pictureLarge = pictureLarge
        self.pictureMedium = pictureMedium
        self.pictureThumbnail = pictureThumbnail
        self.nationality = nationality
    }
}
