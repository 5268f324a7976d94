import GRDB
import Persistence

/// Keeps whether the person went through GodTools' introduction, or skipped it, and when.
public struct ToolsOnboardingDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// How the introduction ended, or `nil` when it never did.
    public func finish() async throws -> ToolsOnboardingFinishDataModel? {
        try await database.writer.read { db in
            try ToolsOnboardingRecord.fetchOne(db, key: ToolsOnboardingRecord.tutorialId).map {
                ToolsOnboardingFinishDataModel(wasSkipped: $0.wasSkipped, finishedAt: $0.finishedAt)
            }
        }
    }

    /// Keeps that the introduction ended; a later ending replaces it.
    public func saveFinish(_ finish: ToolsOnboardingFinishDataModel) async throws {
        try await database.writer.write { db in
            try ToolsOnboardingRecord(
                tutorialId: ToolsOnboardingRecord.tutorialId, wasSkipped: finish.wasSkipped, finishedAt: finish.finishedAt
            ).upsert(db)
        }
    }
}

/// A row of `tools_onboarding`: how an introduction ended (done or skipped) and when.
struct ToolsOnboardingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tools_onboarding"
    /// The id of GodTools' introduction, the one row there is today.
    static let tutorialId = "intro"
    var tutorialId: String
    var wasSkipped: Bool
    var finishedAt: Double
}
