import Foundation

/// Where the tools catalog comes from: the bundled content set, or (later) a
/// content API server. Both speak the same documents.
public protocol ToolsContentSource: Sendable {
    /// Names the source in the database, so a catalog read from one is not taken for another's.
    var sourceKey: String { get }
    /// `GET /languages`.
    func languages() async throws -> [ToolsLanguageDataModel]
    /// `GET /resources?filter[system]=GodTools&include=latest-translations,attachments`.
    func resources() async throws -> ToolsResourcesDataModel
    /// `GET /translations/files/{name}`: a manifest or a page, by its content-addressed name.
    func file(named name: String) async throws -> Data
}

/// Why a content source could not answer.
public enum ToolsContentSourceError: Error, Equatable, Sendable {
    /// The source has no such document or file.
    case missing(String)
    /// The document could not be read.
    case unreadable(String)
}
