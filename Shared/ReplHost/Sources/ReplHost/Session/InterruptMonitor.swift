import Dispatch
import SystemKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns Ctrl-C (SIGINT) into cancelling the command in progress, so the
/// session itself goes on.
public final class InterruptMonitor: Sendable {
    private let running = LockedState<(@Sendable () -> Void)?>(nil)
    @MainActor private var source: (any DispatchSourceSignal)?

    public init() {}

    /// Starts catching SIGINT for this process.
    @MainActor
    public func install() {
        signal(SIGINT, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        signalSource.setEventHandler(handler: Self.cancelRunning(of: self))
        signalSource.resume()
        source = signalSource
    }

    /// Stops catching SIGINT: Ctrl-C ends the process again.
    @MainActor
    public func uninstall() {
        source?.cancel()
        source = nil
        signal(SIGINT, SIG_DFL)
    }

    /// The signal handler: runs on a Dispatch queue, never on the main actor,
    /// so it is built outside any actor's isolation.
    private nonisolated static func cancelRunning(of monitor: InterruptMonitor) -> @Sendable () -> Void {
        { [weak monitor] in monitor?.interruptRunningWork() }
    }

    /// Does what Ctrl-C does: cancels the work `run` is running, if any.
    public func interruptRunningWork() {
        running.withLock { $0?() }
    }

    /// Runs `work` so that Ctrl-C cancels it. Returns `nil` when it was cancelled.
    @MainActor
    public func run<Value: Sendable>(_ work: @escaping @MainActor () async -> Value) async -> Value? {
        let task = Task { @MainActor in await work() }
        running.withLock { $0 = { task.cancel() } }
        let value = await task.value
        running.withLock { $0 = nil }
        return task.isCancelled ? nil : value
    }
}
