/// The primary and parallel languages chosen for each tool, kept in the database.
public struct ToolLanguageSettingsRepository: Sendable {
    private let dao: ToolLanguageSettingsDAO

    public init(dao: ToolLanguageSettingsDAO) {
        self.dao = dao
    }

    /// The choices stored for `resourceId`; both `nil` when none were made.
    public func settings(resourceId: String) async throws -> ToolLanguageSettingsDataModel {
        try await dao.settings(resourceId: resourceId)
            ?? ToolLanguageSettingsDataModel(resourceId: resourceId, primaryLanguageId: nil, parallelLanguageId: nil)
    }

    public func save(_ settings: ToolLanguageSettingsDataModel) async throws {
        try await dao.save(settings)
    }
}
