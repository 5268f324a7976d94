import Primitives

/// Makes the contact book's embedded dataset: a randomuser.me (version 1.4)
/// response of `recordCount` people, the same bytes for the same seed on
/// every run and platform.
///
/// Each record is drawn from its own SplitMix64 stream (the seed's hash and
/// the record's index), so records do not shift when the count changes.
/// `FeaturedPerson.all` fixes a few names; `BrokenRecord.all` spoils a few
/// records on purpose.
public struct ContactsDatasetGenerator: Sendable {
    public static let defaultSeed = "mosaic"
    public static let defaultRecordCount = 520
    /// The response format version written in `info`.
    public static let version = "1.4"

    public let seed: String
    public let recordCount: Int

    public init(seed: String = defaultSeed, recordCount: Int = defaultRecordCount) {
        self.seed = seed
        self.recordCount = max(0, recordCount)
    }

    /// The indexes of the records spoiled on purpose, within `recordCount`.
    public var brokenRecordIndexes: [Int] {
        BrokenRecord.all.map(\.index).filter { $0 < recordCount }
    }

    /// The whole response as JSON text: one record per line, members in the
    /// API's order, a final newline.
    public func generate() -> String {
        response(records: 0..<recordCount, page: 1)
    }

    /// Page `page` (1-based) of `size` records, as a randomuser.me server answers
    /// `page=<page>&results=<size>`: the records from `(page - 1) * size` on, as many as
    /// are left within `recordCount` (none past the end). The same records `generate()`
    /// writes, so a book of any size can be paged without holding it whole.
    public func page(_ page: Int, size: Int) -> String {
        let start = min(max(0, page - 1) * max(0, size), recordCount)
        return response(records: start..<min(start + max(0, size), recordCount), page: page)
    }

    private func response(records: Range<Int>, page: Int) -> String {
        let lines = records.map { record(at: $0).compactText() }
        let info = JSONValue.object([
            ("seed", .string(seed)), ("results", .int(records.count)), ("page", .int(page)),
            ("version", .string(Self.version)),
        ])
        return "{\"results\":[\n" + lines.joined(separator: ",\n") + "\n],\"info\":" + info.compactText() + "}\n"
    }

    /// Record `index`, spoiled if it is one of `BrokenRecord.all`.
    func record(at index: Int) -> JSONValue {
        record(at: index, filter: PeopleFilter())
    }

    /// Record `index` of the book seen through `filter`: the nationality and gender are drawn
    /// among those it allows, from the same stream as the unfiltered record (so with no filter it
    /// is exactly `record(at:)`); a featured person keeps their place only where the filter
    /// allows them; a broken record is spoiled whatever the filter.
    public func record(at index: Int, filter: PeopleFilter) -> OrderedJSON {
        var rng = SeededDraws(seed: SplitMix64.fnv1a(seed) &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        let profiles =
            filter.nationalities.isEmpty ? NationalityProfile.all : filter.nationalities.compactMap(NationalityProfile.named)
        let genders = filter.gender.flatMap(Gender.init(rawValue:)).map { [$0] } ?? Gender.allCases
        let featured = FeaturedPerson.all.first { person in
            person.index == index && profiles.contains { $0.code == person.nationality } && genders.contains(person.gender)
        }
        let drawnProfile = rng.pick(profiles.isEmpty ? NationalityProfile.all : profiles)
        let drawnGender = rng.pick(genders)
        let profile = featured.flatMap { NationalityProfile.named($0.nationality) } ?? drawnProfile
        let builder = PersonRecordBuilder(profile: profile, gender: featured?.gender ?? drawnGender)
        let record = builder.record(rng: &rng, featured: featured)
        return BrokenRecord.all.first { $0.index == index }?.applied(to: record) ?? record
    }
}
