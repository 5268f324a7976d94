/// The person chooses the language lessons are listed and read in.
public struct SelectLessonLanguageFilterUseCase: Sendable {
    private let filter: any LessonLanguageFilterInterface

    public init(filter: any LessonLanguageFilterInterface) {
        self.filter = filter
    }

    public func execute(languageId: String) async throws(ToolsError) {
        try await filter.selectLessonLanguage(id: languageId)
    }
}
