import Foundation
import Synchronization

/// A value that arrives once, from any thread, and can be awaited.
final class OneShot<Value: Sendable>: Sendable {
    private enum State {
        case waiting([UUID: CheckedContinuation<Value?, Never>])
        case done(Value)
    }

    private let state = Mutex<State>(.waiting([:]))

    init() {}

    /// Delivers the value; later calls are ignored.
    func fulfill(_ value: Value) {
        let waiters: [CheckedContinuation<Value?, Never>] = state.withLock { state in
            guard case .waiting(let waiters) = state else { return [] }
            state = .done(value)
            return Array(waiters.values)
        }
        for waiter in waiters {
            waiter.resume(returning: value)
        }
    }

    /// The value once it has arrived, or nil as soon as the waiting task is cancelled.
    func valueUnlessCancelled() async -> Value? {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
                let immediate: Value?? = state.withLock { state in
                    switch state {
                    case .done(let value):
                        return .some(value)
                    case .waiting(var waiters):
                        if Task.isCancelled {
                            return .some(nil)
                        }
                        waiters[id] = continuation
                        state = .waiting(waiters)
                        return nil
                    }
                }
                if let immediate {
                    continuation.resume(returning: immediate)
                }
            }
        } onCancel: {
            let waiter: CheckedContinuation<Value?, Never>? = state.withLock { state in
                guard case .waiting(var waiters) = state else { return nil }
                let waiter = waiters.removeValue(forKey: id)
                state = .waiting(waiters)
                return waiter
            }
            waiter?.resume(returning: nil)
        }
    }

    /// The value, once it has arrived, whether or not the task is cancelled.
    var value: Value {
        get async {
            await Task {
                while true {
                    if let value = await valueUnlessCancelled() {
                        return value
                    }
                }
            }.value
        }
    }
}
