import Foundation
import Networking

/// Reads a `resources/featured` or `resources/default_order` answer: the ids of its `resource`
/// objects, in the order given (the fields asked are none, so they carry nothing else).
public struct RankedResourcesDecoder: Sendable {
    public init() {}

    public func decode(_ data: Data) throws(ToolsContentDecodingError) -> [String] {
        let document: JSONAPIDocument
        do { document = try JSONAPIDocumentDecoder().decode(data) } catch { throw .notADocument }
        if document.primaryResources.isEmpty, let error = document.errors.first { throw .serverError(error.detail ?? "") }
        return document.primaryResources.filter { $0.type == "resource" }.map(\.id)
    }
}
