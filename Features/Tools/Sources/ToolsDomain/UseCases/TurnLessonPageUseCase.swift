/// The person reaches a page of a lesson (`next`, `prev`, `continue`, `start over`):
/// its progress is kept.
public struct TurnLessonPageUseCase: Sendable {
    private let reader: any LessonReaderInterface

    public init(reader: any LessonReaderInterface) {
        self.reader = reader
    }

    @discardableResult
    public func execute(lessonId: String, pageIndex: Int, pageCount: Int) async throws(ToolsError) -> LessonProgressDomainModel {
        try await reader.saveLessonPage(lessonId: lessonId, pageIndex: pageIndex, pageCount: pageCount)
    }
}
