/// The person opens the lesson language filter (`language` on the lessons list).
public struct ViewLessonLanguageFilterUseCase: Sendable {
    private let filter: any LessonLanguageFilterInterface

    public init(filter: any LessonLanguageFilterInterface) {
        self.filter = filter
    }

    public func execute() async throws(ToolsError) -> [LessonLanguageOptionDomainModel] {
        try await filter.getLessonLanguageOptions()
    }
}
