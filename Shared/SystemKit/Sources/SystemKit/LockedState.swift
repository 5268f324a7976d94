#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, reached only while holding its lock.
///
/// The lock is a `pthread_mutex_t`, which the thread sanitizer understands:
/// what one thread writes under it is seen as ordered before what the next
/// thread reads under it. (`Synchronization.Mutex` on Linux is invisible to
/// the sanitizer, which then reports every access under it as a race.)
public final class LockedState<State> {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    public init(_ initialState: State) {
        state = initialState
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock; what it returns is returned.
    /// Do not call back into the same `LockedState` from `body`: the lock is not recursive.
    public func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}

/// Safe to share: every access to the value goes through the lock.
extension LockedState: @unchecked Sendable where State: Sendable {}
