import Foundation
import TestSupport

/// A loopback URL nothing listens on: a server is started to learn a free
/// port, then stopped, so connecting is refused at once.
enum ClosedLoopbackPort {
    static func url() throws -> String {
        let server = LoopbackHTTPServer { _ in .text("", status: 200) }
        try server.start()
        let url = try server.baseURL.appendingPathComponent("api/1.4/").absoluteString
        server.stop()
        return url
    }
}
