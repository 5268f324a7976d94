import SystemKit

/// Canned responses handed out in turn, the last one again for every request after; 404
/// when there are none. What a test server answers when it is given a list.
public final class CannedResponses: Sendable {
    private let remaining: LockedState<[LoopbackHTTPResponse]>

    public init(_ responses: [LoopbackHTTPResponse]) {
        remaining = LockedState(responses)
    }

    public func next() -> LoopbackHTTPResponse {
        remaining.withLock { queue in
            guard let first = queue.first else { return LoopbackHTTPResponse.text(status: 404) }
            if queue.count > 1 { queue.removeFirst() }
            return first
        }
    }
}
