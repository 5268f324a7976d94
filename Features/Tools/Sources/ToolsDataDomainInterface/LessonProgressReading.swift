import ToolsData
import ToolsDomain

extension LessonProgressRepository {
    /// The progress kept for each lesson, by lesson id, as the lists show it.
    func progressByLesson() async throws(ToolsError) -> [String: LessonProgressDomainModel] {
        do {
            return try await allProgress().mapValues(GetLessonsList.progress)
        } catch {
            throw .couldNotLoad
        }
    }
}
