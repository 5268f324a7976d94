import Foundation

/// Where a person is in a lesson: the page (0-based) of how many, and its progress.
public struct LessonProgressDataModel: Sendable, Equatable {
    public let resourceId: String
    public let pageIndex: Int
    public let pageCount: Int
    /// 0 ... 1.
    public let progress: Double
    public let isCompleted: Bool
    public let updatedAt: Date

    public init(resourceId: String, pageIndex: Int, pageCount: Int, progress: Double, isCompleted: Bool, updatedAt: Date) {
        self.resourceId = resourceId
        self.pageIndex = pageIndex
        self.pageCount = pageCount
        self.progress = progress
        self.isCompleted = isCompleted
        self.updatedAt = updatedAt
    }
}
