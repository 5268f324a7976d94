import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Steers the running backend through its control routes: `POST /_backend/scenario` with a
/// scenario's text, `POST /_backend/publish?tool=…&language=…` for a newer translation,
/// `POST /_backend/revoke?email=…` to sign an account out everywhere, `GET /_backend/mailbox?to=…`
/// for the mail sent to an address, over a
/// plain HTTP/1.1 connection to the loopback address the backend printed (the runner needs no
/// HTTP library for one request to its own child).
enum BackendScenarioControl {
    /// Sends `scenario` to the backend at `baseURL`; throws a message unless it answers 2xx.
    static func replace(with scenario: String, at baseURL: URL) throws(BackendHeaderProblem) {
        try post("/_backend/scenario", body: scenario, at: baseURL, refusal: "the backend refused the scenario")
    }

    /// Has the backend at `baseURL` publish a newer translation of `tool` into `language`.
    static func publish(tool: String, language: String, at baseURL: URL) throws(BackendHeaderProblem) {
        try post(
            "/_backend/publish?tool=\(tool)&language=\(language)", body: "", at: baseURL,
            refusal: "the backend could not publish \(tool) in \(language)")
    }

    /// Makes `json` the remote config the backend at `baseURL` serves at `GET /config`.
    static func replaceRemoteConfig(with json: String, at baseURL: URL) throws(BackendHeaderProblem) {
        try post("/_backend/config", body: json, at: baseURL, refusal: "the backend refused the remote config")
    }

    /// Has the backend at `baseURL` sign the account with address `email` out everywhere.
    static func revoke(email: String, at baseURL: URL) throws(BackendHeaderProblem) {
        try post(
            "/_backend/revoke?email=\(queryValue(email))", body: "", at: baseURL,
            refusal: "the backend could not sign \(email) out everywhere")
    }

    /// The body of the backend's answer to `GET /_backend/mailbox?to=EMAIL`: the mail it sent to
    /// the address, oldest first.
    static func mailbox(to email: String, at baseURL: URL) throws(BackendHeaderProblem) -> [UInt8] {
        try request(
            "GET", "/_backend/mailbox?to=\(queryValue(email))", body: "", at: baseURL,
            refusal: "the backend's mailbox for \(email)")
    }

    /// `value` percent-encoded for a query: only unreserved characters left as they are.
    private static func queryValue(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }

    /// The requests the backend at `baseURL` logged after number `after` (its `GET /_backend/requests`).
    static func requests(after: Int, at baseURL: URL) throws(BackendHeaderProblem) -> [LoggedRequest] {
        let body = try request(
            "GET", "/_backend/requests?after=\(after)", body: "", at: baseURL, refusal: "the backend's request log")
        struct Page: Decodable { let requests: [LoggedRequest] }
        do {
            return try JSONDecoder().decode(Page.self, from: Data(body)).requests
        } catch {
            throw BackendHeaderProblem(message: "the backend's request log is not what the runner reads: \(error)")
        }
    }

    /// POSTs `body` to `path`; throws `refusal` and the answer unless it is 2xx.
    private static func post(_ path: String, body text: String, at baseURL: URL, refusal: String) throws(BackendHeaderProblem) {
        _ = try request("POST", path, body: text, at: baseURL, refusal: refusal)
    }

    /// Sends one request; the answer's body, or `refusal` and the answer unless it is 2xx.
    private static func request(_ method: String, _ path: String, body text: String, at baseURL: URL, refusal: String)
        throws(BackendHeaderProblem) -> [UInt8]
    {
        guard let host = baseURL.host, let port = baseURL.port, let portNumber = UInt16(exactly: port) else {
            throw BackendHeaderProblem(message: "the backend's address \(baseURL) has no host and port")
        }
        let body = Array(text.utf8)
        let head =
            "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nContent-Type: text/plain\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let answer = try exchange(Array(head.utf8) + body, host: host, port: portNumber)
        let statusLine = String(decoding: answer.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]), (200..<300).contains(status) else {
            throw BackendHeaderProblem(message: "\(refusal): \(String(decoding: answer, as: UTF8.self))")
        }
        return HTTPAnswerBody.body(of: answer)
    }

    /// Writes `request` to `host:port` and reads the answer until the server closes.
    private static func exchange(_ request: [UInt8], host: String, port: UInt16) throws(BackendHeaderProblem) -> [UInt8] {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw BackendHeaderProblem(message: "the backend's host \(host) is not an IPv4 address")
        }
        #if canImport(Glibc)
        let socketType = Int32(SOCK_STREAM.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, socketType, 0)
        guard descriptor >= 0 else { throw BackendHeaderProblem(message: "cannot open a socket: errno \(errno)") }
        defer { close(descriptor) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw BackendHeaderProblem(message: "cannot reach the backend at \(host):\(port)") }
        var written = 0
        while written < request.count {
            let count = request[written...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw BackendHeaderProblem(message: "the backend closed the connection") }
            written += count
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            answer += buffer[..<count]
        }
        return answer
    }
}
