/// Makes a lesson's public link.
public protocol LessonShareLinkInterface: Sendable {
    /// The link to the lesson in the lesson language, at the page with `pageIndex` (0-based)
    /// when one is being read.
    func getShareLink(lessonId: String, pageIndex: Int?) async throws(ToolsError) -> ToolShareLinkDomainModel
}
