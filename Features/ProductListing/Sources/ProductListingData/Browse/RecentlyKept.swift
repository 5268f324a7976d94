/// The last few answers of one kind (searches, price ranges), newest first: reading
/// one moves nothing, keeping one puts it first and drops the oldest past `capacity`.
struct RecentlyKept<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    private var entries: [(key: Key, value: Value)] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    func value(for key: Key) -> Value? {
        entries.first { $0.key == key }?.value
    }

    mutating func keep(_ value: Value, for key: Key) {
        entries.removeAll { $0.key == key }
        entries.insert((key, value), at: 0)
        if entries.count > capacity { entries.removeLast(entries.count - capacity) }
    }
}
