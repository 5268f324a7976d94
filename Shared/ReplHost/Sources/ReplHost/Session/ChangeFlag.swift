import SystemKit

/// Raised from any thread when something the session watches changes — the app
/// language, or state a drawn screen read — and looked at on the main actor after a
/// command, to draw the screen again.
final class ChangeFlag: Sendable {
    private let raised = LockedState(false)

    func raise() { raised.withLock { $0 = true } }
    func lower() { raised.withLock { $0 = false } }
    var isRaised: Bool { raised.withLock { $0 } }
}
