/// Whether GodTools' introduction ended (done or skipped), kept in the database.
public struct ToolsOnboardingRepository: Sendable {
    private let dao: ToolsOnboardingDAO

    public init(dao: ToolsOnboardingDAO) {
        self.dao = dao
    }

    public func finish() async throws -> ToolsOnboardingFinishDataModel? {
        try await dao.finish()
    }

    public func saveFinish(_ finish: ToolsOnboardingFinishDataModel) async throws {
        try await dao.saveFinish(finish)
    }
}
