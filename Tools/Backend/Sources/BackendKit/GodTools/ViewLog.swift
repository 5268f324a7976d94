import Synchronization

/// The views posted to `POST /views`, kept in order so tests can read them back at `/_backend/views`.
public final class ViewLog: Sendable {
    /// One accepted view.
    public struct View: Sendable, Equatable {
        public let resourceId: String
        public let quantity: Int
    }

    private let views = Mutex<[View]>([])

    public init() {}

    public func append(_ view: View) {
        views.withLock { $0.append(view) }
    }

    public var all: [View] {
        views.withLock { $0 }
    }

    public func removeAll() {
        views.withLock { $0.removeAll() }
    }
}
