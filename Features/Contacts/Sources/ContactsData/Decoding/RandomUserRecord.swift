/// One element of `results` in a randomuser.me (version 1.4) response, as the
/// API sends it, keys and nesting kept.
///
/// Every member the flat `ContactDataModel` needs is required here, so a
/// partial record (one asked for with `inc`/`exc` that leaves such a member
/// out) does not decode and is skipped by `RandomUserResponseDecoder`. Only the
/// members the contact book does not keep — `login.password`, `login.salt`
/// and the `login` hashes — and `location.street.number` are optional.
struct RandomUserRecord: Codable, Equatable, Sendable {
    var gender: String
    var name: RandomUserName
    var location: RandomUserLocation
    var email: String
    var login: RandomUserLogin
    var dob: RandomUserDatedAge
    var registered: RandomUserDatedAge
    var phone: String
    var cell: String
    var id: RandomUserNationalId
    var picture: RandomUserPicture
    /// Two-letter nationality code, such as `FR`.
    var nat: String
}

/// `name`: `{"title": "Mrs", "first": "Zoë", "last": "Moulin"}`.
struct RandomUserName: Codable, Equatable, Sendable {
    var title: String
    var first: String
    var last: String
}

/// `login`: the account's identity. `uuid` is the contact's id.
struct RandomUserLogin: Codable, Equatable, Sendable {
    var uuid: String
    var username: String
    var password: String?
    var salt: String?
    var md5: String?
    var sha1: String?
    var sha256: String?
}

/// `dob` and `registered`: `{"date": "1993-07-20T09:44:18.674Z", "age": 32}`.
struct RandomUserDatedAge: Codable, Equatable, Sendable {
    var date: RandomUserTimestamp
    var age: Int
}

/// `id`: a national identifier. The API sends `{"name": "", "value": null}`
/// for nationalities it has none for.
struct RandomUserNationalId: Codable, Equatable, Sendable {
    var name: String
    var value: String?

    private enum CodingKeys: String, CodingKey {
        case name, value
    }

    init(name: String, value: String?) {
        self.name = name
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        value = try container.decodeIfPresent(String.self, forKey: .value)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        // The API writes an explicit `null`, not an absent member.
        try container.encode(value, forKey: .value)
    }
}

/// `picture`: portrait URLs in three sizes.
struct RandomUserPicture: Codable, Equatable, Sendable {
    var large: String
    var medium: String
    var thumbnail: String
}
