import Primitives

/// Draws one person of a nationality and writes them as a randomuser.me 1.4
/// record, members in the API's order.
struct PersonRecordBuilder {
    /// Ages are as of this day, 2026-01-01 at midnight UTC.
    static let referenceDate = CivilDateTime(daysSinceEpoch: CivilDateTime.daysSinceEpoch(year: 2026, month: 1, day: 1))
    private static let earliestBirth = CivilDateTime.daysSinceEpoch(year: 1950, month: 1, day: 1)
    private static let latestBirth = CivilDateTime.daysSinceEpoch(year: 2004, month: 12, day: 31)
    private static let earliestRegistration = CivilDateTime.daysSinceEpoch(year: 2002, month: 1, day: 1)
    private static let latestRegistration = CivilDateTime.daysSinceEpoch(year: 2023, month: 12, day: 31)
    private static let millisecondsPerDay = 86_400_000

    let profile: NationalityProfile
    let gender: Gender

    /// The record, drawing everything from `rng` in a fixed order; `featured`
    /// fixes the title and names.
    func record(rng: inout SeededDraws, featured: FeaturedPerson? = nil) -> JSONValue {
        let title = featured?.title ?? rng.pick(gender == .male ? profile.maleTitles : profile.femaleTitles)
        let first = featured?.firstName ?? rng.pick(gender == .male ? profile.maleFirstNames : profile.femaleFirstNames)
        let drawnLast = rng.pick(profile.lastNames)
        let last = featured?.lastName ?? (gender == .female ? profile.feminineLastName(drawnLast) : drawnLast)
        let location = self.location(rng: &rng)
        let login = self.login(rng: &rng)
        let birth = Self.moment(betweenDay: Self.earliestBirth, and: Self.latestBirth, rng: &rng)
        // Registered no earlier than the fourteenth birthday.
        let fourteenth = CivilDateTime.daysSinceEpoch(year: birth.year + 14, month: birth.month, day: min(birth.day, 28))
        let registered = Self.moment(
            betweenDay: max(Self.earliestRegistration, fourteenth), and: Self.latestRegistration, rng: &rng
        )
        let phone = rng.fill(rng.pick(profile.phonePatterns))
        let cell = rng.fill(rng.pick(profile.cellPatterns))
        let id = NationalIdFormatter.nationalId(
            style: profile.nationalId, gender: gender, birth: birth, lastName: last, rng: &rng
        )
        let portrait = rng.below(100)
        let portraits = "https://randomuser.me/api/portraits"
        return .object([
            ("gender", .string(gender.rawValue)),
            ("name", .object([("title", .string(title)), ("first", .string(first.native)), ("last", .string(last.native))])),
            ("location", location),
            ("email", .string("\(first.ascii).\(last.ascii)@example.com")),
            ("login", login),
            ("dob", Self.datedAge(birth)),
            ("registered", Self.datedAge(registered)),
            ("phone", .string(phone)),
            ("cell", .string(cell)),
            ("id", id),
            (
                "picture",
                .object([
                    ("large", .string("\(portraits)/\(gender.portraitFolder)/\(portrait).jpg")),
                    ("medium", .string("\(portraits)/med/\(gender.portraitFolder)/\(portrait).jpg")),
                    ("thumbnail", .string("\(portraits)/thumb/\(gender.portraitFolder)/\(portrait).jpg")),
                ])
            ),
            ("nat", .string(profile.code)),
        ])
    }

    private func location(rng: inout SeededDraws) -> JSONValue {
        let streetNumber = rng.int(in: 1...9999)
        let street = rng.pick(profile.streets)
        let place = rng.pick(profile.places)
        let postcode: JSONValue
        switch profile.postcode {
        case .number(let pattern): postcode = .int(Int(rng.fill(pattern)) ?? 0)
        case .text(let patterns): postcode = .string(rng.fill(rng.pick(patterns)))
        }
        let latitude = Self.degrees(tenThousandths: rng.int(in: -900_000...900_000))
        let longitude = Self.degrees(tenThousandths: rng.int(in: -1_800_000...1_800_000))
        let timezone = rng.pick(SharedVocabulary.timezones)
        return .object([
            ("street", .object([("number", .int(streetNumber)), ("name", .string(street))])),
            ("city", .string(place.city)),
            ("state", .string(place.state)),
            ("country", .string(profile.country)),
            ("postcode", postcode),
            ("coordinates", .object([("latitude", .string(latitude)), ("longitude", .string(longitude))])),
            ("timezone", .object([("offset", .string(timezone.offset)), ("description", .string(timezone.description))])),
        ])
    }

    private func login(rng: inout SeededDraws) -> JSONValue {
        let uuid = Self.uuid(rng: &rng)
        let username =
            rng.pick(SharedVocabulary.usernameAdjectives) + rng.pick(SharedVocabulary.usernameAnimals)
            + String(rng.int(in: 100...999))
        return .object([
            ("uuid", .string(uuid)),
            ("username", .string(username)),
            ("password", .string(rng.pick(SharedVocabulary.passwords))),
            ("salt", .string(rng.characters(8, from: SharedVocabulary.saltAlphabet))),
            ("md5", .string(rng.hex(32))),
            ("sha1", .string(rng.hex(40))),
            ("sha256", .string(rng.hex(64))),
        ])
    }

    /// A version 4 UUID, lowercase, such as `7a0eed16-9430-4d68-901f-c0d4c1c3bf00`.
    private static func uuid(rng: inout SeededDraws) -> String {
        let variant = rng.pick(["8", "9", "a", "b"])
        return "\(rng.hex(8))-\(rng.hex(4))-4\(rng.hex(3))-\(variant)\(rng.hex(3))-\(rng.hex(12))"
    }

    /// `{"date": …, "age": …}` with the age as of `referenceDate`.
    private static func datedAge(_ moment: CivilDateTime) -> JSONValue {
        .object([("date", .string(moment.iso8601)), ("age", .int(moment.age(at: referenceDate)))])
    }

    /// A moment on a day in `first...last`, at any millisecond of it.
    private static func moment(betweenDay first: Int, and last: Int, rng: inout SeededDraws) -> CivilDateTime {
        CivilDateTime(
            daysSinceEpoch: rng.int(in: first...max(first, last)),
            millisecondOfDay: rng.below(millisecondsPerDay)
        )
    }

    /// `-69.8246` for -698246.
    private static func degrees(tenThousandths value: Int) -> String {
        let magnitude = abs(value)
        let fraction = String(magnitude % 10_000)
        return (value < 0 ? "-" : "") + "\(magnitude / 10_000)."
            + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
