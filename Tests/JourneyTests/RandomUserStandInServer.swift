import Foundation
import TestSupport

/// A randomuser.me-compatible server on loopback that serves the bundled
/// dataset page by page, as the real API serves a seeded book.
final class RandomUserStandInServer {
    let server: LoopbackHTTPServer

    init() throws {
        let records = try Self.datasetRecords()
        server = LoopbackHTTPServer { request in
            let page = max(1, Int(request.queryValue("page") ?? "") ?? 1)
            let results = max(1, Int(request.queryValue("results") ?? "") ?? 20)
            let slice = records.dropFirst((page - 1) * results).prefix(results)
            let seed = request.queryValue("seed") ?? ""
            let info = #"{"seed":"\#(seed)","results":\#(slice.count),"page":\#(page),"version":"1.4"}"#
            return .json(#"{"results":[\#(slice.joined(separator: ","))],"info":\#(info)}"#)
        }
        try server.start()
    }

    /// The endpoint to give the app: `http://127.0.0.1:PORT/api/1.4/`.
    func endpoint() throws -> String {
        try server.baseURL.appendingPathComponent("api/1.4/").absoluteString
    }

    /// The records of the dataset the app bundles, each as its JSON text.
    private static func datasetRecords() throws -> [String] {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Features/Contacts/Sources/ContactsData/Resources/randomuser-contacts.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        let records = (object as? [String: Any])?["results"] as? [Any] ?? []
        return try records.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
    }
}
