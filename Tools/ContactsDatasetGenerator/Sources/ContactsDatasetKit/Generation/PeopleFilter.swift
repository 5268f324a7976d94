/// Which people a request asks for, as randomuser.me's `nat` and `gender` parameters say:
/// empty and `nil` allow everyone.
public struct PeopleFilter: Sendable, Equatable {
    /// Uppercase `nat` codes, such as `FR`; only codes of `supportedNationalities` count.
    public var nationalities: [String]
    /// `male` or `female`.
    public var gender: String?

    public init(nationalities: [String] = [], gender: String? = nil) {
        self.nationalities = nationalities
        self.gender = gender
    }

    /// The `nat` codes the generator can draw, in its order.
    public static var supportedNationalities: [String] {
        NationalityProfile.all.map(\.code)
    }

    /// The genders the generator can draw.
    public static let supportedGenders = Gender.allCases.map(\.rawValue)
}
