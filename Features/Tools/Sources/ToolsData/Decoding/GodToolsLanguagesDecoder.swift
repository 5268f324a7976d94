import Foundation
import Networking

/// Reads `GET /languages`. A language without a code is left out; the others stay.
public struct GodToolsLanguagesDecoder: Sendable {
    public init() {}

    /// - Throws: `ToolsContentDecodingError` when the bytes are not a JSON:API document.
    public func decode(_ data: Data) throws(ToolsContentDecodingError) -> [ToolsLanguageDataModel] {
        let document: JSONAPIDocument
        do { document = try JSONAPIDocumentDecoder().decode(data) } catch { throw .notADocument }
        if document.primaryResources.isEmpty, let error = document.errors.first { throw .serverError(error.detail ?? "") }
        return document.primaryResources.compactMap(language)
    }

    func language(_ resource: JSONAPIResource) -> ToolsLanguageDataModel? {
        guard resource.type == "language" else { return nil }
        let attributes = ContentAttributes(resource: resource)
        guard let code = attributes.text("code") else { return nil }
        return ToolsLanguageDataModel(
            id: resource.id, code: code, name: attributes.text("name") ?? code,
            isRightToLeft: attributes.string("direction")?.lowercased() == "rtl",
            forceLanguageName: attributes.bool("force-language-name")
        )
    }
}
