import Foundation

/// Reads a `POST /lesson_feedback` body:
/// `{"data":{"type":"lesson-feedback","attributes":{"resource_id":"30","helpful":"yes","readiness":7,"page_reached":5}}}`
/// (`helpful` may be left out).
enum LessonFeedbackRequestReader {
    static func feedback(from body: [UInt8]) -> Result<LessonFeedbackLog.Feedback, ViewRequestError> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
            let data = object["data"] as? [String: Any], data["type"] as? String == "lesson-feedback",
            let attributes = data["attributes"] as? [String: Any]
        else {
            return .failure(ViewRequestError(detail: "the body is not a lesson-feedback document", pointer: "/data"))
        }
        guard let resourceId = attributes["resource_id"] as? String, !resourceId.isEmpty else {
            return .failure(ViewRequestError(detail: "resource_id is missing", pointer: "/data/attributes/resource_id"))
        }
        let helpful = attributes["helpful"] as? String
        guard helpful == nil || helpful == "yes" || helpful == "no" else {
            return .failure(ViewRequestError(detail: "helpful must be yes or no", pointer: "/data/attributes/helpful"))
        }
        guard let readiness = wholeNumber(attributes["readiness"], in: 1...10) else {
            return .failure(ViewRequestError(detail: "readiness must be from 1 to 10", pointer: "/data/attributes/readiness"))
        }
        guard let page = wholeNumber(attributes["page_reached"], in: 0...10_000) else {
            return .failure(
                ViewRequestError(detail: "page_reached must be a page number", pointer: "/data/attributes/page_reached"))
        }
        return .success(.init(resourceId: resourceId, helpful: helpful, readiness: readiness, pageReached: page))
    }

    private static func wholeNumber(_ value: Any?, in range: ClosedRange<Int>) -> Int? {
        guard !(value is String), let number = value as? Int else { return nil }
        return range.contains(number) ? number : nil
    }
}
