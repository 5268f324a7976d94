import Foundation

/// The content API's personalization questions, and where lesson evaluations go. GodTools asks
/// them without a `filter[resource_type]` and keeps the types it lists itself, so one answer
/// serves the tools and the lessons.
public protocol PersonalizationContentSource: Sendable {
    /// `GET /resources/featured?filter[country]=…&filter[lang]=…&fields[resource]=`: the resources
    /// featured for the country (ISO 3166 code) and language, best first.
    func featuredResourceIds(country: String, language: String) async throws(ToolsContentSourceError) -> [String]
    /// `GET /resources/default_order?filter[lang]=…&fields[resource]=`: the language's default order.
    func defaultOrderResourceIds(language: String) async throws(ToolsContentSourceError) -> [String]
    /// `POST /lesson_feedback`: one lesson's evaluation.
    func postLessonFeedback(_ feedback: LessonFeedbackDataModel) async throws(ToolsContentSourceError)
}

/// A lesson's evaluation as sent: GodTools' `lesson_feedback` properties.
public struct LessonFeedbackDataModel: Sendable, Equatable {
    public let resourceId: String
    /// Whether the lesson was helpful; `nil` when the question was left unanswered.
    public let helpful: Bool?
    /// How ready the person feels to share their faith, 1–10.
    public let readiness: Int
    /// The highest page reached (GodTools' `page_reached`).
    public let pageReached: Int

    public init(resourceId: String, helpful: Bool?, readiness: Int, pageReached: Int) {
        self.resourceId = resourceId
        self.helpful = helpful
        self.readiness = readiness
        self.pageReached = pageReached
    }
}

/// A source with no rankings (a test's or the Demo's fake): every question is unanswered.
public struct NoPersonalizationSource: PersonalizationContentSource {
    public init() {}

    public func featuredResourceIds(country: String, language: String) async throws(ToolsContentSourceError) -> [String] {
        throw .missing("resources/featured")
    }

    public func defaultOrderResourceIds(language: String) async throws(ToolsContentSourceError) -> [String] {
        throw .missing("resources/default_order")
    }

    public func postLessonFeedback(_ feedback: LessonFeedbackDataModel) async throws(ToolsContentSourceError) {}
}
