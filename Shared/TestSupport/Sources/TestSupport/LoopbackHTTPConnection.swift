import Foundation

/// Serves one accepted connection: reads one request, records it, asks the handler,
/// waits the response's delay and writes the response, then closes the connection.
struct LoopbackHTTPConnection: Sendable {
    /// Request heads larger than this are refused.
    static let maximumHeadSize = 64 * 1024
    /// Request bodies larger than this are refused.
    static let maximumBodySize = 16 * 1024 * 1024

    let descriptor: Int32
    let handler: LoopbackHTTPServer.Handler
    /// Records a request that was read in full.
    let record: @Sendable (LoopbackHTTPRequest) -> Void
    /// Whether the server has stopped, so a delayed response need not be written.
    let isServerStopped: @Sendable () -> Bool
    /// Records that the client went away before the whole response was written.
    let recordCutShort: @Sendable () -> Void

    func serve() {
        defer { LoopbackSocket.close(descriptor) }
        guard let request = readRequest() else {
            LoopbackSocket.sendAll(descriptor, LoopbackHTTPResponse.text(status: 400).serialized())
            return
        }
        record(request)
        let response = handler(request)
        guard waitOut(response.delay) else { return }
        let written: Bool
        switch response.framing {
        case .contentLength:
            written = LoopbackSocket.sendAll(descriptor, response.serialized())
        case .chunked(let pieceSize, let pause):
            written = writeChunked(response, pieceSize: pieceSize, pause: pause)
        case .endless:
            written = writeEndlessly(response)
        case .cutShort(let afterBytes):
            LoopbackSocket.sendAll(descriptor, response.serializedHead() + response.body.prefix(max(0, afterBytes)))
            return
        }
        guard written else {
            if !isServerStopped() { recordCutShort() }
            return
        }
        LoopbackSocket.shutdownBoth(descriptor)
    }

    /// Writes the head, then the body as a chunk again and again; returns `false` once the
    /// client has gone away (or the server stopped), which is the only way it ends.
    private func writeEndlessly(_ response: LoopbackHTTPResponse) -> Bool {
        guard LoopbackSocket.sendAll(descriptor, response.serializedHead()) else { return false }
        let chunk = response.chunks(pieceSize: max(1, response.body.count)).first ?? Data("1\r\n \r\n".utf8)
        while !isServerStopped() {
            guard LoopbackSocket.sendAll(descriptor, chunk) else { return false }
        }
        return false
    }

    /// Writes the head, then the body chunk by chunk with `pause` between chunks, then the
    /// last chunk; `false` when the client went away or the server stopped meanwhile.
    private func writeChunked(_ response: LoopbackHTTPResponse, pieceSize: Int, pause: Duration) -> Bool {
        guard LoopbackSocket.sendAll(descriptor, response.serializedHead()) else { return false }
        for (index, chunk) in response.chunks(pieceSize: pieceSize).enumerated() {
            guard index == 0 || waitOut(pause), LoopbackSocket.sendAll(descriptor, chunk) else { return false }
        }
        return LoopbackSocket.sendAll(descriptor, Data("0\r\n\r\n".utf8))
    }

    /// Reads the request line, header fields and, given a `Content-Length`, the body.
    private func readRequest() -> LoopbackHTTPRequest? {
        let blankLine = Data("\r\n\r\n".utf8)
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard received.count <= Self.maximumHeadSize,
                let count = LoopbackSocket.receive(descriptor, into: &chunk), count > 0
            else { return nil }
            received.append(contentsOf: chunk[0..<count])
            headEnd = received.range(of: blankLine)
        }
        guard let headEnd,
            let head = String(data: received[..<headEnd.lowerBound], encoding: .utf8),
            let parsed = LoopbackHTTPRequest.parseHead(head)
        else { return nil }

        var body = Data(received[headEnd.upperBound...])
        let expectedLength = parsed.headers["content-length"].flatMap { Int($0) } ?? 0
        guard (0...Self.maximumBodySize).contains(expectedLength) else { return nil }
        while body.count < expectedLength {
            guard let count = LoopbackSocket.receive(descriptor, into: &chunk), count > 0 else { return nil }
            body.append(contentsOf: chunk[0..<count])
        }
        return LoopbackHTTPRequest(
            method: parsed.method, target: parsed.target, headers: parsed.headers,
            body: Data(body.prefix(expectedLength))
        )
    }

    /// Sleeps for `delay` in short steps; `false` if the server stopped meanwhile.
    private func waitOut(_ delay: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: delay)
        while clock.now < deadline {
            if isServerStopped() { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }
}
