/// One page asked of a randomuser.me-compatible source: the API's
/// `results`, `page`, `seed` and, where set, `nat`, `gender`, `inc`, `exc`.
public struct ContactsPageRequest: Equatable, Sendable {
    /// The contact book's page size: 20 contacts.
    public static let defaultPageSize = 20

    /// 1-based page number.
    public var page: Int
    /// Records per page.
    public var results: Int
    /// Makes the source return the same people for the same page every time.
    public var seed: String
    /// Nationality codes (`nat=fr,gb`); empty for all.
    public var nationalities: [String]
    /// `male` or `female`; `nil` for both.
    public var gender: String?
    /// Fields to include (`inc`); empty for all.
    public var includedFields: [String]
    /// Fields to exclude (`exc`); empty for none.
    public var excludedFields: [String]

    public init(
        page: Int, results: Int, seed: String, nationalities: [String] = [], gender: String? = nil,
        includedFields: [String] = [], excludedFields: [String] = []
    ) {
        self.page = page
        self.results = results
        self.seed = seed
        self.nationalities = nationalities
        self.gender = gender
        self.includedFields = includedFields
        self.excludedFields = excludedFields
    }
}
