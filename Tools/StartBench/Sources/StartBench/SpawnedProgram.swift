import Foundation
import SystemKit

#if canImport(Glibc)
import Glibc
#endif

/// How one run of a program ended.
enum ProgramExit: Equatable, CustomStringConvertible {
    case exited(status: Int32)
    case signalled(signal: Int32)

    /// Decodes a `waitpid` status word.
    init(waitStatus: Int32) {
        let signal = waitStatus & 0x7f
        self = signal == 0 ? .exited(status: (waitStatus >> 8) & 0xff) : .signalled(signal: signal)
    }

    var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signalled(let signal): "was killed by signal \(signal)"
        }
    }
}

/// A failed run: the bench stops and says why.
struct RunFailure: Error, CustomStringConvertible {
    let description: String
}

/// Starts a program with `posix_spawn` from the calling thread, with its
/// standard streams on files of the caller's choosing, and times it from just
/// before the spawn to the moment it has exited (before it is reaped), on the
/// monotonic clock. Nothing else (no pipes, no threads of ours besides a
/// watchdog) runs in between, so the figure is the program's own exec-to-exit time.
struct SpawnedProgram {
    let path: String
    let arguments: [String]
    /// Variables set on top of this process's environment.
    var extraEnvironment: [String: String] = [:]
    var standardOutputPath = "/dev/null"
    var standardErrorPath = "/dev/null"

    /// Runs the program once; throws when it cannot start, outlives
    /// `timeLimit` (it is then killed) or does not exit with status 0.
    func timedRun(timeLimit: Duration) throws -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let pid = try spawn()
        let watchdog = Watchdog(pid: pid, timeLimit: timeLimit)
        try waitForExitWithoutReaping(pid)
        let elapsed = clock.now - start
        let exit = watchdog.reap()
        if watchdog.fired {
            throw RunFailure(description: "\(path) did not finish within \(timeLimit) and was killed")
        }
        guard exit == .exited(status: 0) else {
            throw RunFailure(description: "\(path) \(exit)")
        }
        return elapsed
    }

    private func spawn() throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardErrorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { _, extra in extra }
        let argv = CStringArray([path] + arguments)
        let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" })
        var pid: pid_t = 0
        let result = withExtendedLifetime((argv, envp)) {
            posix_spawn(&pid, path, &actions, nil, argv.pointers, envp.pointers)
        }
        guard result == 0 else {
            throw RunFailure(description: "cannot start \(path): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// Blocks until `pid` has exited, leaving it unreaped so its id cannot be reused yet.
    private func waitForExitWithoutReaping(_ pid: pid_t) throws {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 {
            guard errno == EINTR else {
                throw RunFailure(description: "cannot wait for \(path): \(String(cString: strerror(errno)))")
            }
        }
    }
}

/// Kills a run that outlives its time limit. Killing and reaping take the
/// same lock, so the watchdog never signals an id already handed back.
private final class Watchdog: Sendable {
    private struct State {
        var reaped = false
        var fired = false
    }

    private let pid: pid_t
    private let state = LockedState(State())

    init(pid: pid_t, timeLimit: Duration) {
        self.pid = pid
        let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            state.withLock { state in
                guard !state.reaped else { return }
                state.fired = true
                kill(pid, SIGKILL)
            }
        }
    }

    var fired: Bool { state.withLock { $0.fired } }

    /// Reaps the exited process and returns how it ended.
    func reap() -> ProgramExit {
        state.withLock { state in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            state.reaped = true
            return ProgramExit(waitStatus: status)
        }
    }
}

/// NUL-terminated C strings for `argv` and `envp`, freed with the value.
private final class CStringArray {
    let pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    deinit {
        for pointer in pointers {
            free(pointer)
        }
    }
}
