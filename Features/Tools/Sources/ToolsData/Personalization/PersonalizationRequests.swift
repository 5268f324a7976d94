import Foundation

/// The URLs and bodies of the personalization requests, as GodTools sends them: each filter
/// as `filter[name]`, and an empty `fields[resource]` so only the ids come back.
enum PersonalizationRequests {
    static func featured(_ base: URL, country: String, language: String) -> URL {
        ranked(base, path: "featured", filters: [("country", country), ("lang", language)])
    }

    static func defaultOrder(_ base: URL, language: String) -> URL {
        ranked(base, path: "default_order", filters: [("lang", language)])
    }

    static func lessonFeedback(_ base: URL) -> URL {
        base.appendingPathComponent("lesson_feedback")
    }

    /// `{"data":{"type":"lesson-feedback","attributes":{"resource_id":"30","helpful":"yes","readiness":7,"page_reached":5}}}`,
    /// `helpful` left out when unanswered.
    static func lessonFeedbackBody(_ feedback: LessonFeedbackDataModel) -> Data {
        var attributes: [String: Any] = [
            "resource_id": feedback.resourceId, "readiness": feedback.readiness, "page_reached": feedback.pageReached,
        ]
        if let helpful = feedback.helpful { attributes["helpful"] = helpful ? "yes" : "no" }
        let document: [String: Any] = ["data": ["type": "lesson-feedback", "attributes": attributes]]
        return (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
    }

    private static func ranked(_ base: URL, path: String, filters: [(String, String)]) -> URL {
        let url = base.appendingPathComponent("resources").appendingPathComponent(path)
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.queryItems =
            (components.queryItems ?? []) + filters.map { URLQueryItem(name: "filter[\($0.0)]", value: $0.1) }
            + [URLQueryItem(name: "fields[resource]", value: "")]
        return components.url ?? url
    }
}
