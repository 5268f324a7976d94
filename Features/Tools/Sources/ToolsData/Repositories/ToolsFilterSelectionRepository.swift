/// The category and language chosen to narrow the tools list.
public struct ToolsFilterSelectionRepository: Sendable {
    public static let categoryFilter = "category"
    public static let languageFilter = "language"

    private let dao: ToolsFilterSelectionDAO

    public init(dao: ToolsFilterSelectionDAO) {
        self.dao = dao
    }

    public func selection(_ filter: String) async throws -> String? {
        try await dao.selection(filter: filter)
    }

    /// Stores the choice; `nil` ("Any") deletes it.
    public func select(_ filter: String, value: String?) async throws {
        try await dao.setSelection(filter: filter, value: value)
    }

    /// Stores several choices at once, in one transaction.
    public func select(_ values: [(filter: String, value: String?)]) async throws {
        try await dao.setSelections(values)
    }
}

extension ToolsFilterSelectionRepository {
    /// The language lessons are listed and read in, by language id.
    public static let lessonLanguageFilter = "lessonLanguage"
    /// The app language (its code) when the lesson language was chosen: when the app
    /// language changes, the lesson language follows it.
    public static let lessonLanguageChosenInAppLanguage = "lessonLanguage.appLanguage"
}
