import Foundation
import TestSupport

/// A GodTools content API stand-in on loopback that serves the content set the app
/// bundles: `GET /languages`, `GET /resources`, `GET /translations/files/{name}`,
/// and `POST /views` (answered 204).
final class GodToolsStandInServer {
    let server: LoopbackHTTPServer

    init() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Features/Tools/Sources/ToolsData/Resources/GodToolsContent")
        server = LoopbackHTTPServer { request in
            let filesPrefix = "/translations/files/"
            let file: String
            switch (request.method, request.path) {
            case ("POST", "/views"): return LoopbackHTTPResponse(status: 204)
            case ("GET", "/languages"): file = "languages.json"
            case ("GET", "/resources"): file = "resources.json"
            case ("GET", let path) where path.hasPrefix(filesPrefix) && !path.dropFirst(filesPrefix.count).contains("/"):
                file = "files/" + path.dropFirst(filesPrefix.count)
            default: return .text(status: 404)
            }
            guard let body = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else {
                return .json(#"{"errors":[{"detail":"Not found"}]}"#, status: 404)
            }
            return LoopbackHTTPResponse(headers: ["Content-Type": "application/vnd.api+json"], body: body)
        }
        try server.start()
    }

    /// The URL to give the app with `--content-url`.
    func url() throws -> String {
        try server.baseURL.absoluteString
    }

    /// The views received, as their JSON bodies.
    var postedViews: [String] {
        server.receivedRequests.filter { $0.method == "POST" && $0.path == "/views" }.map {
            String(decoding: $0.body, as: UTF8.self)
        }
    }
}
