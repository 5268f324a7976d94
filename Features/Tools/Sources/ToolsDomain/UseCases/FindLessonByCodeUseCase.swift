/// The person follows a route or link to a lesson by its code (`goto lessons/…`): the lesson it names.
public struct FindLessonByCodeUseCase: Sendable {
    private let codes: any ToolCodesInterface

    public init(codes: any ToolCodesInterface) {
        self.codes = codes
    }

    public func execute(code: String) async throws(ToolsError) -> String {
        try await codes.lessonId(code: code)
    }
}
