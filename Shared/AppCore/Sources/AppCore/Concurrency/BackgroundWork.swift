import SystemKit

/// Work that may outlive the wait for it, one piece per key at a time: a refresh of saved
/// data from a source that is slow to answer. The person is shown the saved copy after a
/// short wait (`BriefWait`); the work goes on, and what it fetches is there next time.
///
/// Asking again for a key whose work is still running joins it instead of starting another.
public final class BackgroundWork<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let running = LockedState<[Key: Task<Value, Never>]>([:])

    public init() {}

    /// The task doing `work` for `key`: the one already running, or a new one.
    public func run(_ key: Key, _ work: @escaping @Sendable () async -> Value) -> Task<Value, Never> {
        running.withLock { running in
            if let task = running[key] { return task }
            let task = Task { [weak self] in
                let value = await work()
                self?.finished(key)
                return value
            }
            running[key] = task
            return task
        }
    }

    /// Whether work for `key` is running now.
    public func isRunning(_ key: Key) -> Bool {
        running.withLock { $0[key] != nil }
    }

    /// Whether work for any key `matches` accepts is running now.
    public func isRunning(where matches: (Key) -> Bool) -> Bool {
        running.withLock { $0.keys.contains(where: matches) }
    }

    private func finished(_ key: Key) {
        _ = running.withLock { $0.removeValue(forKey: key) }
    }
}

/// Waits a little for a task, without tying the waiter to it.
public enum BriefWait {
    /// `task`'s value if it finishes within `limit`; `nil` if it does not, or if the waiting
    /// task is cancelled first (Ctrl-C). The task itself goes on either way.
    public static func value<Value: Sendable>(of task: Task<Value, Never>, within limit: Duration) async -> Value? {
        let outcome = FirstOutcome<Value>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                outcome.start(continuation)
                Task { outcome.finish(with: await task.value) }
                Task {
                    try? await Task.sleep(for: limit)
                    outcome.finish(with: nil)
                }
            }
        } onCancel: {
            outcome.finish(with: nil)
        }
    }
}

/// Resumes a continuation once, with whichever outcome comes first.
private final class FirstOutcome<Value: Sendable>: Sendable {
    private enum State {
        case waiting
        case started(CheckedContinuation<Value?, Never>)
        case finished(Value?)
    }

    private let state = LockedState<State>(.waiting)

    func start(_ continuation: CheckedContinuation<Value?, Never>) {
        let earlier: Value?? = state.withLock { state in
            switch state {
            case .waiting:
                state = .started(continuation)
                return nil
            case .started:
                return nil
            case .finished(let value):
                return .some(value)
            }
        }
        if let earlier { continuation.resume(returning: earlier) }
    }

    func finish(with value: Value?) {
        let continuation: CheckedContinuation<Value?, Never>? = state.withLock { state in
            switch state {
            case .waiting:
                state = .finished(value)
                return nil
            case .started(let continuation):
                state = .finished(value)
                return continuation
            case .finished:
                return nil
            }
        }
        continuation?.resume(returning: value)
    }
}
