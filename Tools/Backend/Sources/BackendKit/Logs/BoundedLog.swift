import SystemKit

/// What a backend was sent, kept in order so tests can read it back under `/_backend/`:
/// the latest `capacity` entries, so a long run's memory stays bounded.
///
/// Every entry appended gets a number, from 1, that is never reused: dropping the oldest entries
/// or forgetting them all leaves the count going on, so a reader can ask for what came after the
/// last number it saw.
public final class BoundedLog<Entry: Sendable>: Sendable {
    /// An entry kept, with the number it was given when appended.
    public struct Numbered: Sendable {
        public let number: Int
        public let entry: Entry
    }

    /// The entries kept after a number, and the highest number ever given (0 when none).
    public struct Page: Sendable {
        public let entries: [Numbered]
        public let last: Int
    }

    /// A ring of the kept entries: `entries[start]` is the oldest once the ring is full.
    private struct Ring {
        var entries: [Entry] = []
        var start = 0
        var appended = 0

        var inOrder: [Entry] {
            Array(entries[start...] + entries[..<start])
        }

        /// The `offset`th kept entry, oldest first.
        func entry(at offset: Int) -> Entry {
            entries[(start + offset) % entries.count]
        }
    }

    public static var defaultCapacity: Int { 100_000 }

    public let capacity: Int
    private let ring = LockedState(Ring())

    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// Keeps `entry`, dropping the oldest when full; returns the number it was given.
    @discardableResult
    public func append(_ entry: Entry) -> Int {
        ring.withLock { ring in
            if ring.entries.count < capacity {
                ring.entries.append(entry)
            } else {
                ring.entries[ring.start] = entry
                ring.start = (ring.start + 1) % capacity
            }
            ring.appended += 1
            return ring.appended
        }
    }

    /// The entries kept, oldest first.
    public var all: [Entry] {
        ring.withLock { $0.inOrder }
    }

    /// The entries kept whose number is above `number`, oldest first.
    public func entries(after number: Int) -> Page {
        ring.withLock { ring in
            let firstKept = ring.appended - ring.entries.count + 1
            let skipped = number < firstKept ? 0 : min(number - firstKept + 1, ring.entries.count)
            let entries = (skipped..<ring.entries.count).map { Numbered(number: firstKept + $0, entry: ring.entry(at: $0)) }
            return Page(entries: entries, last: ring.appended)
        }
    }

    /// Forgets the entries kept; the numbers go on from where they were.
    public func removeAll() {
        ring.withLock { ring in
            ring.entries.removeAll()
            ring.start = 0
        }
    }
}
