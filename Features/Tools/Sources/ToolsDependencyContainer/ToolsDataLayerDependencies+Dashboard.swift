import ToolsData

extension ToolsDataLayerDependencies {
    public func getToolsOnboardingRepository() -> ToolsOnboardingRepository {
        ToolsOnboardingRepository(dao: ToolsOnboardingDAO(database: database))
    }

    /// The feedback outbox in the folder that holds the database; none for an in-memory one.
    public func getFeedbackOutboxRepository() -> FeedbackOutboxRepository {
        FeedbackOutboxRepository(dataFolder: database.fileURL?.deletingLastPathComponent())
    }
}
