import GodToolsContentKit
import SystemKit

/// The GodTools content a running backend serves, which a control route can change: publishing
/// a newer translation of a tool swaps in routes over the new content (their documents written
/// once, as at start). Requests already answering keep the routes they started with.
public final class GodToolsContentState: Sendable {
    private let current: LockedState<GodToolsRoutes>
    private let views: ViewLog
    private let lessonFeedback: LessonFeedbackLog

    public init(content: GeneratedContent, views: ViewLog, lessonFeedback: LessonFeedbackLog = LessonFeedbackLog()) {
        current = LockedState(GodToolsRoutes(content: content, views: views, lessonFeedback: lessonFeedback))
        self.views = views
        self.lessonFeedback = lessonFeedback
    }

    /// The routes over the content served now.
    var routes: GodToolsRoutes {
        current.withLock { $0 }
    }

    /// The content served now.
    var content: GeneratedContent {
        routes.content
    }

    /// Publishes a newer translation of the tool `abbreviation` into `languageCode`; nil when the
    /// tool has no translation into it. Two publications at once each build on the last.
    public func publishNewerTranslation(tool abbreviation: String, languageCode: String) -> GeneratedTranslation? {
        current.withLock { routes in
            guard let published = routes.content.publishingNewerTranslation(tool: abbreviation, languageCode: languageCode)
            else { return nil }
            routes = GodToolsRoutes(content: published.content, views: views, lessonFeedback: lessonFeedback)
            return published.translation
        }
    }
}
