import Foundation

/// Collects one HTTP answer as a transport delivers it, and refuses a body larger than a
/// limit as early as it can: by a declared `Content-Length` before any byte is read, or as
/// soon as the bytes received pass the limit. Neither a body that never ends nor a gzip
/// bomb is held beyond it.
public struct HTTPResponseReceiver: Sendable {
    /// The body is larger than `maxBodyBytes`.
    public struct BodyTooLarge: Error, Equatable {}

    /// The largest body accepted, in bytes (after decompression).
    public let maxBodyBytes: Int
    private var head: (status: Int, headers: HTTPHeaderFields)?
    private var body = Data()

    public init(maxBodyBytes: Int) {
        self.maxBodyBytes = max(0, maxBodyBytes)
    }

    /// The status and header fields. A `Content-Length` over the limit is refused here (for
    /// an encoded body it is the compressed length: a body that big compressed would not fit
    /// decompressed either, in practice).
    public mutating func receiveHead(status: Int, headers: HTTPHeaderFields) throws(BodyTooLarge) {
        if let declared = headers["Content-Length"].flatMap({ Int($0) }), declared > maxBodyBytes {
            throw BodyTooLarge()
        }
        head = (status, headers)
    }

    /// The next piece of the body.
    public mutating func receiveBody(_ bytes: some Collection<UInt8>) throws(BodyTooLarge) {
        guard bytes.count <= maxBodyBytes - body.count else { throw BodyTooLarge() }
        body.append(contentsOf: bytes)
    }

    /// Bytes of body received so far.
    public var receivedBodyBytes: Int { body.count }

    /// The whole answer; `nil` when no head came.
    public var response: HTTPResponse? {
        head.map { HTTPResponse(status: $0.status, headers: $0.headers, body: body) }
    }
}
