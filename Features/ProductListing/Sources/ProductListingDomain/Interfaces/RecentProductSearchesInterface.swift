/// The person's last searches, kept between sessions.
public protocol RecentProductSearchesInterface: Sendable {
    /// The last searches, the latest first.
    func getRecentSearches() async throws -> [String]
    /// Keeps `text` as the latest search (once, however often it is searched).
    func rememberSearch(_ text: String) async throws
    /// Forgets `text`, so it is no longer among the recent searches.
    func removeRecentSearch(_ text: String) async throws
    func clearRecentSearches() async throws
}
