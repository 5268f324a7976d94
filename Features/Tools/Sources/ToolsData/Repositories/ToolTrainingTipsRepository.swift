/// Each tool's training tips setting and the tips opened, kept in the database.
public struct ToolTrainingTipsRepository: Sendable {
    private let dao: ToolTrainingTipsDAO

    public init(dao: ToolTrainingTipsDAO) {
        self.dao = dao
    }

    public func isOn(resourceId: String) async throws -> Bool {
        try await dao.isOn(resourceId: resourceId)
    }

    public func setOn(_ isOn: Bool, resourceId: String) async throws {
        try await dao.setOn(isOn, resourceId: resourceId)
    }

    public func seenTipIds(resourceId: String) async throws -> Set<String> {
        try await dao.seenTipIds(resourceId: resourceId)
    }

    public func learnToShareViews(resourceId: String) async throws -> Int {
        try await dao.learnToShareViews(resourceId: resourceId)
    }

    public func addLearnToShareView(resourceId: String) async throws {
        try await dao.addLearnToShareView(resourceId: resourceId)
    }

    public func markSeen(tipId: String, resourceId: String) async throws {
        try await dao.markSeen(tipId: tipId, resourceId: resourceId)
    }
}
