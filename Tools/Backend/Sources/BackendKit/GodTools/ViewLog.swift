import Synchronization

/// The views posted to `POST /views`, kept in order so tests can read them back at `/_backend/views`:
/// the latest `capacity` of them, so a long run's memory stays bounded.
public final class ViewLog: Sendable {
    /// One accepted view.
    public struct View: Sendable, Equatable {
        public let resourceId: String
        public let quantity: Int
    }

    public static let defaultCapacity = 100_000

    public let capacity: Int
    private let views = Mutex<[View]>([])

    public init(capacity: Int = defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    public func append(_ view: View) {
        views.withLock { views in
            views.append(view)
            if views.count > capacity { views.removeFirst(views.count - capacity) }
        }
    }

    public var all: [View] {
        views.withLock { $0 }
    }

    public func removeAll() {
        views.withLock { $0.removeAll() }
    }
}
