import Logging

/// The line the server logs for each request at `debug`: method and target, with the body (its
/// first 1 KiB) and whether an `Authorization` header came as metadata — the secrets in each
/// hidden as the request log hides them (``SecretRedaction``), the header's value never written.
enum RequestLogLine {
    static let bodyLimit = 1 << 10

    static func log(_ request: BackendRequest, to logger: Logger) {
        logger.debug(
            "\(request.method) \(SecretRedaction.target(of: request))",
            metadata: metadata(of: request))
    }

    static func metadata(of request: BackendRequest) -> Logger.Metadata {
        var metadata: Logger.Metadata = [:]
        if !request.body.isEmpty {
            metadata["body"] = "\(String(decoding: SecretRedaction.body(of: request).prefix(bodyLimit), as: UTF8.self))"
        }
        if request.header("Authorization") != nil {
            metadata["authorization"] = "\(SecretRedaction.placeholder)"
        }
        return metadata
    }
}
