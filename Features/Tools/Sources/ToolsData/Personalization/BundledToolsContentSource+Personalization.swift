import Foundation

/// The bundled rankings, one document per question (`personalization/featured/{country}.{lang}.json`,
/// `personalization/default_order/{lang}.json`); a question with no document is answered with an
/// empty list, as the content API answers a country or language it has no ranking for.
extension BundledToolsContentSource: PersonalizationContentSource {
    public func featuredResourceIds(country: String, language: String) async throws(ToolsContentSourceError) -> [String] {
        try ranked("personalization/featured/\(country.lowercased()).\(language.lowercased()).json")
    }

    public func defaultOrderResourceIds(language: String) async throws(ToolsContentSourceError) -> [String] {
        try ranked("personalization/default_order/\(language.lowercased()).json")
    }

    /// There is no server behind the bundle to send it to.
    public func postLessonFeedback(_ feedback: LessonFeedbackDataModel) async throws(ToolsContentSourceError) {}

    private func ranked(_ path: String) throws(ToolsContentSourceError) -> [String] {
        guard path.split(separator: "/").allSatisfy({ ToolsContentFileName.isSafe(String($0)) }) else { return [] }
        let data: Data
        do {
            data = try read(path)
        } catch .missing {
            return []
        } catch {
            throw error
        }
        do { return try RankedResourcesDecoder().decode(data) } catch { throw .unreadable(path) }
    }
}
