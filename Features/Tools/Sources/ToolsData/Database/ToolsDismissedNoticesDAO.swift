import Foundation
import GRDB
import Persistence

/// Notices the person closed for good (the tools list's offline favorites banner), by name.
public struct ToolsDismissedNoticesDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func isDismissed(_ notice: String) async throws -> Bool {
        try await database.writer.read { db in try ToolsDismissedNoticeRecord.fetchOne(db, key: notice) != nil }
    }

    public func dismiss(_ notice: String, at date: Date) async throws {
        try await database.writer.write { db in
            try ToolsDismissedNoticeRecord(notice: notice, dismissedAt: date.timeIntervalSinceReferenceDate).upsert(db)
        }
    }
}
