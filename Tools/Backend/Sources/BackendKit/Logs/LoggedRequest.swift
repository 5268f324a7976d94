/// One request as the request log keeps it: its method, its target as the request line had it,
/// and its body as text, cut at `bodyLimit` bytes — with the secrets an account route is sent
/// (passwords, tokens, codes) replaced (``SecretRedaction``).
public struct LoggedRequest: Sendable, Equatable {
    /// The most of a body kept: 64 KiB.
    public static let bodyLimit = 64 << 10

    /// Uppercase, such as `GET`.
    public let method: String
    /// The path with its query, not decoded (`/api/?results=20&page=2&seed=mosaic`).
    public let target: String
    /// The body as UTF-8 text, a byte that is not UTF-8 replaced by U+FFFD.
    public let body: String
    /// Whether the body was longer than `bodyLimit` bytes and only its start is kept.
    public let bodyTruncated: Bool

    public init(_ request: BackendRequest) {
        method = request.method
        target = SecretRedaction.target(of: request)
        let sent = SecretRedaction.body(of: request)
        let kept = Self.keptBytes(of: sent)
        body = String(decoding: kept, as: UTF8.self)
        bodyTruncated = kept.count < sent.count
    }

    /// The first `bodyLimit` bytes of `body`, less the start of a character the limit cuts in two.
    private static func keptBytes(of body: [UInt8]) -> ArraySlice<UInt8> {
        guard body.count > bodyLimit else { return body[...] }
        var end = bodyLimit
        // A continuation byte (10xxxxxx) just past the end: the character began at most 3 bytes before.
        while end > bodyLimit - 3, body[end] & 0xC0 == 0x80 { end -= 1 }
        return body[..<end]
    }
}
