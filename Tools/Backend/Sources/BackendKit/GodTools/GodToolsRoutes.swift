import GodToolsContentKit
import Primitives

/// The GodTools content API (JSON:API) over the content GodToolsContentKit generates:
/// `GET /languages`, `GET /resources` (`filter[system]`, `include`), `GET /resources/{id}`,
/// `GET /translations/files/{name}` and `POST /views`; the personalization rankings
/// (`GET /resources/featured`, `GET /resources/default_order`) and `POST /lesson_feedback`.
public struct GodToolsRoutes: Sendable {
    static let filesPrefix = "/translations/files/"
    static let resourcesPrefix = "/resources/"

    let content: GeneratedContent
    let languagesBody: [UInt8]
    let files: [String: [UInt8]]
    /// `/resources` of the GodTools system, written once for each set of inclusions.
    let resourcesBodies: [Set<ResourceInclusion>: [UInt8]]
    let views: ViewLog
    let lessonFeedback: LessonFeedbackLog
    let personalization: PersonalizationRoutes

    public init(content: GeneratedContent, views: ViewLog, lessonFeedback: LessonFeedbackLog = LessonFeedbackLog()) {
        self.content = content
        self.languagesBody = Array(content.languagesDocument.utf8)
        self.files = content.files.mapValues { Array($0.utf8) }
        let inclusionSets: [Set<ResourceInclusion>] = [
            [], [.latestTranslations], [.attachments], Set(ResourceInclusion.allCases),
        ]
        self.resourcesBodies = Dictionary(
            uniqueKeysWithValues: inclusionSets.map { ($0, Array(content.resourcesDocument(including: $0).compactText().utf8)) }
        )
        self.views = views
        self.lessonFeedback = lessonFeedback
        personalization = PersonalizationRoutes(content: content)
    }

    /// Whether `path` is this API's.
    public func handles(_ path: String) -> Bool {
        ["/languages", "/resources", "/views", "/lesson_feedback"].contains(path) || path.hasPrefix(Self.resourcesPrefix)
            || path.hasPrefix(Self.filesPrefix)
    }

    /// The answer to a request for one of this API's paths.
    public func respond(to request: BackendRequest) -> BackendResponse {
        if personalization.handles(request.path) { return personalization.respond(to: request) }
        switch (request.method, request.path) {
        case ("POST", "/views"):
            return postView(request.body)
        case ("POST", "/lesson_feedback"):
            return postLessonFeedback(request.body)
        case ("GET", "/languages"):
            return JSONAPIResponses.written(languagesBody)
        case ("GET", "/resources"):
            return resources(request)
        case ("GET", let path) where path.hasPrefix(Self.resourcesPrefix):
            return resource(id: String(path.dropFirst(Self.resourcesPrefix.count)), request: request)
        case ("GET", let path) where path.hasPrefix(Self.filesPrefix):
            return file(named: String(path.dropFirst(Self.filesPrefix.count)))
        default:
            return JSONAPIResponses.error("\(request.method) \(request.path) is not served", status: 404)
        }
    }

    private func resources(_ request: BackendRequest) -> BackendResponse {
        let inclusions: Set<ResourceInclusion>
        switch Self.inclusions(request) {
        case .failure(let error): return error.response
        case .success(let kinds): inclusions = kinds
        }
        let system = request.queryValue("filter[system]")
        guard system == nil || system == "GodTools", let body = resourcesBodies[inclusions] else {
            return JSONAPIResponses.document(content.resourcesDocument(including: inclusions) { _ in false })
        }
        return JSONAPIResponses.written(body)
    }

    private func resource(id: String, request: BackendRequest) -> BackendResponse {
        let inclusions: Set<ResourceInclusion>
        switch Self.inclusions(request) {
        case .failure(let error): return error.response
        case .success(let kinds): inclusions = kinds
        }
        guard let document = content.resourceDocument(id: id, including: inclusions) else {
            return JSONAPIResponses.error("no resource with id \(id)", status: 404)
        }
        return JSONAPIResponses.document(document)
    }

    private func file(named name: String) -> BackendResponse {
        guard let bytes = files[name] else {
            return JSONAPIResponses.error("no file named \(name)", status: 404)
        }
        let digest = SHA256.hexDigest(of: bytes)
        return BackendResponse(
            status: 200,
            headers: [.init("Content-Type", "application/xml; charset=utf-8"), .init("ETag", "\"\(digest)\"")],
            body: bytes
        )
    }

    private func postView(_ body: [UInt8]) -> BackendResponse {
        record(ViewRequestReader.view(from: body), in: views)
    }

    private func postLessonFeedback(_ body: [UInt8]) -> BackendResponse {
        record(LessonFeedbackRequestReader.feedback(from: body), in: lessonFeedback)
    }

    /// 204 with `read` kept in `log`, or the 400 that refuses it.
    private func record<Entry>(_ read: Result<Entry, ViewRequestError>, in log: BoundedLog<Entry>) -> BackendResponse {
        switch read {
        case .failure(let error):
            return JSONAPIResponses.error(error.detail, status: 400, pointer: error.pointer)
        case .success(let entry):
            log.append(entry)
            return BackendResponse(status: 204)
        }
    }

    private struct IncludeError: Error {
        let response: BackendResponse
    }

    private static func inclusions(_ request: BackendRequest) -> Result<Set<ResourceInclusion>, IncludeError> {
        guard let text = request.queryValue("include"), !text.isEmpty else { return .success([]) }
        var kinds: Set<ResourceInclusion> = []
        for name in text.split(separator: ",") {
            guard let kind = ResourceInclusion(rawValue: String(name)) else {
                return .failure(
                    IncludeError(response: JSONAPIResponses.error("cannot include \(name)", status: 400, parameter: "include")))
            }
            kinds.insert(kind)
        }
        return .success(kinds)
    }
}
