import Foundation
import GRDB
import Persistence

/// Keeps each lesson's page and progress, one row per lesson.
public struct LessonProgressDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Every lesson's progress, by lesson id.
    public func allProgress() async throws -> [String: LessonProgressDataModel] {
        try await database.writer.read { db in
            Dictionary(try ToolsLessonProgressRecord.fetchAll(db).map { ($0.resourceId, Self.dataModel($0)) }) { first, _ in first
            }
        }
    }

    public func progress(resourceId: String) async throws -> LessonProgressDataModel? {
        try await database.writer.read { db in try ToolsLessonProgressRecord.fetchOne(db, key: resourceId).map(Self.dataModel) }
    }

    /// Stores `progress`, replacing what was kept for that lesson.
    public func save(_ progress: LessonProgressDataModel) async throws {
        try await database.writer.write { db in
            try ToolsLessonProgressRecord(
                resourceId: progress.resourceId, pageIndex: progress.pageIndex, pageCount: progress.pageCount,
                progress: progress.progress, isCompleted: progress.isCompleted,
                updatedAt: progress.updatedAt.timeIntervalSinceReferenceDate
            ).upsert(db)
        }
    }

    private static func dataModel(_ record: ToolsLessonProgressRecord) -> LessonProgressDataModel {
        LessonProgressDataModel(
            resourceId: record.resourceId, pageIndex: record.pageIndex, pageCount: record.pageCount, progress: record.progress,
            isCompleted: record.isCompleted, updatedAt: Date(timeIntervalSinceReferenceDate: record.updatedAt)
        )
    }
}
