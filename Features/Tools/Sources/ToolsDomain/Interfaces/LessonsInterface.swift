/// The lessons list and its language filter.
public protocol GetLessonsListInterface: Sendable {
    func getLessonsList() async throws(ToolsError) -> LessonsListDomainModel
}

/// The lesson language filter: every language with a lesson, the choice kept.
public protocol LessonLanguageFilterInterface: Sendable {
    func getLessonLanguageOptions() async throws(ToolsError) -> [LessonLanguageOptionDomainModel]
    func selectLessonLanguage(id: String) async throws(ToolsError)
}

/// A lesson's pages in the lesson language (downloaded first when not saved) and the
/// progress kept as the person reads it.
public protocol LessonReaderInterface: Sendable {
    func getLessonReader(lessonId: String, onProgress: @escaping ToolDownloadProgressHandler) async throws(ToolsError)
        -> LessonReaderDomainModel
    /// Keeps that the person is on the page at `pageIndex` of `pageCount`; returns the progress now.
    func saveLessonPage(lessonId: String, pageIndex: Int, pageCount: Int) async throws(ToolsError) -> LessonProgressDomainModel
}
