import AppCore

/// Each lesson's page and progress, kept in the database, stamped with the clock.
public struct LessonProgressRepository: Sendable {
    private let dao: LessonProgressDAO
    private let clock: any AppClock

    public init(dao: LessonProgressDAO, clock: any AppClock) {
        self.dao = dao
        self.clock = clock
    }

    public func allProgress() async throws -> [String: LessonProgressDataModel] {
        try await dao.allProgress()
    }

    public func progress(resourceId: String) async throws -> LessonProgressDataModel? {
        try await dao.progress(resourceId: resourceId)
    }

    /// Keeps that the lesson is on the page at `pageIndex` of `pageCount`, with `progress`.
    public func save(resourceId: String, pageIndex: Int, pageCount: Int, progress: Double, isCompleted: Bool) async throws {
        try await dao.save(
            LessonProgressDataModel(
                resourceId: resourceId, pageIndex: pageIndex, pageCount: pageCount, progress: progress, isCompleted: isCompleted,
                updatedAt: clock.now()
            ))
    }
}
