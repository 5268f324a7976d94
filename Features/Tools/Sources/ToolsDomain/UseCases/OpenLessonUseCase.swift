/// The person opens a lesson (`open` on the lessons list): one more view is counted, and
/// its pages come in the lesson language with the page it was left on.
public struct OpenLessonUseCase: Sendable {
    private let reader: any LessonReaderInterface
    private let views: any ToolViewsInterface

    public init(reader: any LessonReaderInterface, views: any ToolViewsInterface) {
        self.reader = reader
        self.views = views
    }

    public func execute(
        lessonId: String, onProgress: @escaping ToolDownloadProgressHandler = { _ in }
    ) async throws(ToolsError) -> LessonReaderDomainModel {
        let lesson = try await reader.getLessonReader(lessonId: lessonId, onProgress: onProgress)
        await views.recordToolOpened(toolId: lessonId)
        return lesson
    }
}
