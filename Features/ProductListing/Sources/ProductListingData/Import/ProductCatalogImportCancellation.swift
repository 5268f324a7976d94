import SystemKit

/// Cancelling an import from outside its write transaction: a flag the load checks between
/// products, and a way to wake the load at once when it is waiting for the file to give more.
final class ProductCatalogImportCancellation: Sendable {
    private struct State {
        var isCancelled = false
        var wake: (@Sendable () -> Void)?
    }

    private let state = LockedState(State())

    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Cancels the import: raises the flag and wakes the load if it said how.
    func cancel() {
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            state.isCancelled = true
            return state.wake
        }
        wake?()
    }

    /// `wake` runs when the import is cancelled, or at once if it already is.
    func whenCancelled(_ wake: @escaping @Sendable () -> Void) {
        let already = state.withLock { state -> Bool in
            state.wake = wake
            return state.isCancelled
        }
        if already { wake() }
    }
}
