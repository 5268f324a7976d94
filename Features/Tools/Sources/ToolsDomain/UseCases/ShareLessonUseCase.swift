/// The person shares a lesson (`share <n>` on Lessons, `share` while reading it): its public
/// link, at the page shown when reading.
public struct ShareLessonUseCase: Sendable {
    private let links: any LessonShareLinkInterface

    public init(links: any LessonShareLinkInterface) {
        self.links = links
    }

    public func execute(lessonId: String, pageIndex: Int? = nil) async throws(ToolsError) -> ToolShareLinkDomainModel {
        try await links.getShareLink(lessonId: lessonId, pageIndex: pageIndex)
    }
}
