/// `location` of a randomuser.me record.
struct RandomUserLocation: Codable, Equatable, Sendable {
    var street: RandomUserStreet
    var city: String
    var state: String
    var country: String
    /// A JSON number for some nationalities and text for others.
    var postcode: RandomUserPostcode
    var coordinates: RandomUserCoordinates
    var timezone: RandomUserTimezone
}

/// `location.street`: `{"number": 8929, "name": "Valwood Pkwy"}`.
struct RandomUserStreet: Codable, Equatable, Sendable {
    /// A JSON number in the API; optional because the contact book can do without it.
    var number: Int?
    var name: String
}

/// `location.coordinates`: decimal degrees, sent as text (`"-69.8246"`).
struct RandomUserCoordinates: Codable, Equatable, Sendable {
    var latitude: String
    var longitude: String
}

/// `location.timezone`: `{"offset": "+9:30", "description": "Adelaide, Darwin"}`.
struct RandomUserTimezone: Codable, Equatable, Sendable {
    var offset: String
    var description: String
}
