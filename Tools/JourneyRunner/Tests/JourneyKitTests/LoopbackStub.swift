import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A stand-in for the backend's control routes: an HTTP/1.1 server on a free loopback port that
/// answers each request whose path (without its query) it knows with that body, 404 otherwise,
/// and closes the connection. It notes the request lines it was sent.
final class LoopbackStub: @unchecked Sendable {
    let port: UInt16
    private let descriptor: Int32
    private let routes: [String: String]
    private let lock = NSLock()
    private var seen: [String] = []

    /// The request lines received so far (`GET /path?query`).
    var requestLines: [String] { lock.withLock { seen } }

    init(routes: [String: String]) throws {
        self.routes = routes
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw CocoaError(.fileReadUnknown)
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in serve() }
    }

    /// A backend executable for the runner: it says it listens here, then waits to be stopped.
    var backendScript: String {
        "#!/bin/sh\necho \"backend listening on http://127.0.0.1:\(port)\"\nexec sleep 600\n"
    }

    func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }

    private func serve() {
        while true {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { return }
            var request: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !request.endsHTTPHeaders {
                let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                request += buffer[..<count]
            }
            let line = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
            lock.withLock { seen.append(String(line.split(separator: " ").prefix(2).joined(separator: " "))) }
            let target = line.split(separator: " ").dropFirst().first.map(String.init) ?? ""
            let path = String(target.prefix { $0 != "?" })
            let body = routes[path]
            let answer =
                "HTTP/1.1 \(body == nil ? "404 Not Found" : "200 OK")\r\nContent-Type: application/json\r\n"
                + "Content-Length: \((body ?? "").utf8.count)\r\nConnection: close\r\n\r\n\(body ?? "")"
            _ = Array(answer.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            close(connection)
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes hold the blank line that ends an HTTP request's headers.
    fileprivate var endsHTTPHeaders: Bool {
        count >= 4 && self[(count - 4)...].elementsEqual([13, 10, 13, 10])
    }
}
