import AsyncHTTPClient
import BackendKit
import Foundation
import Logging
import NIOCore
import NIOHTTP1

/// A backend started on a free loopback port and a client for it, both stopped after `body`.
func withBackend(
    _ backend: Backend = Backend(), logger: Logger? = nil, decompressionLimit: Int? = nil,
    _ body: (RunningBackend, LoopbackClient) async throws -> Void
) async throws {
    let running: RunningBackend
    if let logger {
        running = try await RunningBackend.start(backend, logger: logger)
    } else {
        running = try await RunningBackend.start(backend)
    }
    var configuration = HTTPClient.Configuration()
    if let decompressionLimit { configuration.decompression = .enabled(limit: .size(decompressionLimit)) }
    let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    do {
        try await body(running, LoopbackClient(client: client, baseURL: running.baseURL))
    } catch {
        try? await client.shutdown()
        await running.stop()
        throw error
    }
    try await client.shutdown()
    await running.stop()
}

/// Requests to a running backend; a fault that breaks the connection comes out as a thrown error.
struct LoopbackClient {
    struct Answer {
        let status: Int
        let headers: [String: String]
        let body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    let client: HTTPClient
    let baseURL: String

    /// How long a request may take before the test gives up on it: a safety net for a stuck
    /// server, generous enough for a loaded machine (a first listing builds its catalog).
    static let deadline: Int64 = 120

    func send(
        _ path: String, method: HTTPMethod = .GET, body: String? = nil, headers: [(String, String)] = [],
        timeout: Int64 = Self.deadline
    ) async throws -> Answer {
        var request = HTTPClientRequest(url: baseURL + path)
        request.method = method
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(string: body)) }
        let response = try await client.execute(request, timeout: .seconds(timeout))
        let bytes = try await response.body.collect(upTo: 64 << 20)
        var headers: [String: String] = [:]
        for header in response.headers { headers[header.name.lowercased()] = header.value }
        return Answer(status: Int(response.status.code), headers: headers, body: Array(buffer: bytes))
    }

    /// The status and the first `count` bytes of the body (or all of it, when shorter); the
    /// request is given up once they are read.
    func firstBytes(_ path: String, count: Int) async throws -> (status: Int, bytes: [UInt8], ended: Bool) {
        let response = try await client.execute(HTTPClientRequest(url: baseURL + path), timeout: .seconds(Self.deadline))
        var bytes: [UInt8] = []
        for try await chunk in response.body {
            bytes += Array(buffer: chunk)
            if bytes.count >= count { return (Int(response.status.code), bytes, false) }
        }
        return (Int(response.status.code), bytes, true)
    }

    /// Sets the scenario through the control route.
    func scenario(_ text: String) async throws -> Answer {
        try await send("/_backend/scenario", method: .POST, body: text)
    }
}
