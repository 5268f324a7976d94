import Foundation

/// Where the tools catalog comes from: the bundled content set or a content API
/// server (`--content-url`). Both speak the same documents.
public protocol ToolsContentSource: Sendable {
    /// Names the source in the database, so a catalog read from one is not taken for another's.
    var sourceKey: String { get }
    /// `GET /languages`.
    func languages() async throws(ToolsContentSourceError) -> [ToolsLanguageDataModel]
    /// `GET /resources?filter[system]=GodTools&include=latest-translations,attachments`.
    func resources() async throws(ToolsContentSourceError) -> ToolsResourcesDataModel
    /// `GET /translations/files/{name}`: a manifest or a page, by its content-addressed name.
    func file(named name: String) async throws(ToolsContentSourceError) -> Data
    /// `POST /views`: `quantity` more views of the resource.
    func postView(resourceId: String, quantity: Int) async throws(ToolsContentSourceError)
}

/// Why a content source could not answer.
public enum ToolsContentSourceError: Error, Equatable, Sendable {
    /// The source has no such document or file (404).
    case missing(String)
    /// The answer could not be read as what was asked for.
    case unreadable(String)
    /// No connection could be made or kept.
    case unreachable
    /// The request took longer than allowed.
    case timedOut
    /// The server answered with this error status.
    case httpStatus(Int)
    /// The answer was larger than `limit` bytes.
    case tooLarge(limit: Int)
    /// The request was cancelled (Ctrl-C).
    case cancelled

    /// Whether the source could not be reached at all, as opposed to answering with something wrong.
    public var isOffline: Bool {
        switch self {
        case .unreachable, .timedOut: return true
        case .httpStatus(let status): return status >= 500
        case .missing, .unreadable, .tooLarge, .cancelled: return false
        }
    }
}
