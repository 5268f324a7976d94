/// Which contact book to ask a source for: the seed and the filters the
/// randomuser.me API takes, the same for every page.
public struct ContactsBookConfiguration: Equatable, Sendable {
    public var seed: String
    public var nationalities: [String]
    public var gender: String?
    public var includedFields: [String]
    public var excludedFields: [String]

    public init(
        seed: String = "mosaic", nationalities: [String] = [], gender: String? = nil,
        includedFields: [String] = [], excludedFields: [String] = []
    ) {
        self.seed = seed
        self.nationalities = nationalities
        self.gender = gender
        self.includedFields = includedFields
        self.excludedFields = excludedFields
    }

    func request(page: Int) -> ContactsPageRequest {
        ContactsPageRequest(
            page: page, results: ContactsPageRequest.defaultPageSize, seed: seed, nationalities: nationalities,
            gender: gender, includedFields: includedFields, excludedFields: excludedFields
        )
    }

    /// Names the book in the database, so books of different sources or filters never mix.
    func sourceKey(for source: any ContactsPageSource) -> String {
        var key = "\(source.sourceDescription)|seed=\(seed)"
        if !nationalities.isEmpty { key += "|nat=\(nationalities.joined(separator: ","))" }
        if let gender { key += "|gender=\(gender)" }
        return key
    }
}
