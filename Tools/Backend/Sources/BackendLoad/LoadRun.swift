import AsyncHTTPClient
import BackendKit
import NIOCore
import NIOHTTP1
import Synchronization

/// One measurement: `clients` concurrent loops sending `target` until `requests` are sent or the
/// time is up, whichever comes first.
struct LoadRun {
    let client: HTTPClient
    let baseURL: String
    let target: LoadTarget
    let clients: Int

    func measure(requests: Int, within limit: Duration) async -> LoadSummary {
        let issued = IssuedRequests()
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start.advanced(by: limit)
        let results = await withTaskGroup(of: ([Duration], Int).self) { group in
            for _ in 0..<clients {
                group.addTask {
                    var latencies: [Duration] = []
                    var failures = 0
                    while clock.now < deadline, issued.takeNext() < requests {
                        let began = clock.now
                        if await send() { latencies.append(clock.now - began) } else { failures += 1 }
                    }
                    return (latencies, failures)
                }
            }
            return await group.reduce(into: ([Duration](), 0)) {
                $0.0 += $1.0
                $0.1 += $1.1
            }
        }
        return LoadSummary(
            route: target.label, clients: clients, latencies: results.0, failures: results.1,
            elapsed: clock.now - start
        )
    }

    /// Sends the request and reads the whole answer; `false` for a failure or a status of 400 or more.
    private func send() async -> Bool {
        var request = HTTPClientRequest(url: baseURL + target.path)
        request.method = HTTPMethod(rawValue: target.method)
        if let body = target.body { request.body = .bytes(ByteBuffer(string: body)) }
        do {
            let response = try await client.execute(request, timeout: .seconds(10))
            let body = try await response.body.collect(upTo: 64 << 20)
            if target.isGraphQL, String(buffer: body).contains(#""errors":"#) { return false }
            return response.status.code < 400
        } catch {
            return false
        }
    }
}

/// How many requests the loops have started, shared by them.
private final class IssuedRequests: Sendable {
    private let count = Atomic<Int>(0)

    /// The number of requests started before this one.
    func takeNext() -> Int {
        count.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
