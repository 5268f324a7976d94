import Foundation
import Networking

extension GodToolsContentAPISource: PersonalizationContentSource {
    public func featuredResourceIds(country: String, language: String) async throws(ToolsContentSourceError) -> [String] {
        try await ranked(PersonalizationRequests.featured(baseURL, country: country, language: language))
    }

    public func defaultOrderResourceIds(language: String) async throws(ToolsContentSourceError) -> [String] {
        try await ranked(PersonalizationRequests.defaultOrder(baseURL, language: language))
    }

    /// Sent once, as a view is: one that fails stays queued for the next try.
    public func postLessonFeedback(_ feedback: LessonFeedbackDataModel) async throws(ToolsContentSourceError) {
        try await postOnce(
            PersonalizationRequests.lessonFeedback(baseURL), body: PersonalizationRequests.lessonFeedbackBody(feedback))
    }

    private func ranked(_ url: URL) async throws(ToolsContentSourceError) -> [String] {
        try await get(url) { data throws(ToolsContentDecodingError) in try RankedResourcesDecoder().decode(data) }
    }
}
