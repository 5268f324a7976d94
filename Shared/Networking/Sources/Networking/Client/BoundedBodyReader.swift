import AsyncHTTPClient
import Foundation
import NIOCore

/// Reads a response body into `Data`, refusing one larger than a limit.
struct BoundedBodyReader {
    /// The body is larger than the limit.
    struct LimitExceeded: Error {}

    let maxBytes: Int

    /// The whole body of `response`.
    ///
    /// A declared `Content-Length` over the limit is refused before any byte is read (for an
    /// encoded body it is the compressed length: a body that big compressed would not fit
    /// decompressed either, in practice); otherwise the bytes are counted as they come,
    /// decompressed, and reading stops as soon as they pass the limit.
    func read(_ response: HTTPClientResponse) async throws -> Data {
        if let declared = response.headers.first(name: "content-length").flatMap({ Int($0) }), declared > maxBytes {
            throw LimitExceeded()
        }
        var body = Data()
        for try await buffer in response.body {
            guard body.count + buffer.readableBytes <= maxBytes else { throw LimitExceeded() }
            body.append(contentsOf: buffer.readableBytesView)
        }
        // A cancelled body stream may just end early; a partial body must not pass as whole.
        try Task.checkCancellation()
        return body
    }
}
