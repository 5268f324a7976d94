/// The requests the routes received, in order, read back at `/_backend/requests`: every request
/// but the control routes', faulted ones too. The latest `capacity` are kept; their numbers
/// (from 1) are never reused, so a reader asks for what came after the last one it saw.
public final class RequestLog: Sendable {
    /// The requests kept by default: the latest 10,000.
    public static let defaultCapacity = 10_000

    private let log: BoundedLog<LoggedRequest>

    public init(capacity: Int = defaultCapacity) {
        log = BoundedLog(capacity: capacity)
    }

    public var capacity: Int { log.capacity }

    /// Keeps `request` (its body cut at `LoggedRequest.bodyLimit`); returns its number.
    @discardableResult
    public func record(_ request: BackendRequest) -> Int {
        log.append(LoggedRequest(request))
    }

    /// The requests kept whose number is above `number`, oldest first, and the highest number given.
    public func requests(after number: Int) -> BoundedLog<LoggedRequest>.Page {
        log.entries(after: number)
    }

    /// Forgets the requests kept; the numbers go on.
    public func removeAll() {
        log.removeAll()
    }
}
