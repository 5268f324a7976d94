/// The person opens the lessons list (`lessons`).
public struct ViewLessonsUseCase: Sendable {
    private let getLessonsList: any GetLessonsListInterface

    public init(getLessonsList: any GetLessonsListInterface) {
        self.getLessonsList = getLessonsList
    }

    public func execute() async throws(ToolsError) -> LessonsListDomainModel {
        try await getLessonsList.getLessonsList()
    }
}
