import SystemKit

/// Set when the app language changes while a command runs, so the screen is
/// rendered again in the new language at once.
final class LanguageChangeFlag: Sendable {
    private let raised = LockedState(false)

    func raise() { raised.withLock { $0 = true } }
    func lower() { raised.withLock { $0 = false } }
    var isRaised: Bool { raised.withLock { $0 } }
}
