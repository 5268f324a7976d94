import SystemKit

/// What a backend was sent, kept in order so tests can read it back under `/_backend/`:
/// the latest `capacity` entries, so a long run's memory stays bounded.
public final class BoundedLog<Entry: Sendable>: Sendable {
    public static var defaultCapacity: Int { 100_000 }

    public let capacity: Int
    private let entries = LockedState<[Entry]>([])

    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    public func append(_ entry: Entry) {
        entries.withLock { entries in
            entries.append(entry)
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
    }

    public var all: [Entry] {
        entries.withLock { $0 }
    }

    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }
}
