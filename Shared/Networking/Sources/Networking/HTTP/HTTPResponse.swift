import Foundation

/// An HTTP response as received in full: status code, header fields and body bytes
/// (decompressed when the server sent them gzip- or deflate-encoded).
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, such as 200 or 404.
    public var status: Int
    public var headers: HTTPHeaderFields
    public var body: Data

    public init(status: Int, headers: HTTPHeaderFields = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccessful: Bool {
        (200...299).contains(status)
    }
}
