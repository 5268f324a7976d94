/// The person's country and list choices, and the content API's rankings for them.
public struct PersonalizationRepository: Sendable {
    private static let countrySetting = "country"

    private let dao: PersonalizationSettingsDAO
    private let source: any PersonalizationContentSource

    public init(dao: PersonalizationSettingsDAO, source: any PersonalizationContentSource) {
        self.dao = dao
        self.source = source
    }

    /// The country chosen (ISO 3166 code), `nil` when none.
    public func country() async throws -> String? {
        try await dao.value(of: Self.countrySetting)
    }

    public func setCountry(_ code: String?) async throws {
        try await dao.set(code, for: Self.countrySetting)
    }

    /// Whether the list named `list` (`tools`, `lessons`) shows its personalized set; `nil` when never chosen.
    public func showsPersonalized(list: String) async throws -> Bool? {
        try await dao.value(of: "list." + list).map { $0 == "personalized" }
    }

    public func setShowsPersonalized(_ personalized: Bool, list: String) async throws {
        try await dao.set(personalized ? "personalized" : "all", for: "list." + list)
    }

    /// The ranked resource ids for `language`: featured for `country`, else the default order.
    public func rankedResourceIds(country: String?, language: String) async throws(ToolsContentSourceError) -> [String] {
        if let country {
            return try await source.featuredResourceIds(country: country, language: language)
        }
        return try await source.defaultOrderResourceIds(language: language)
    }
}
