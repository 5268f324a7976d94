import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a process run ended and what it printed.
public struct AppProcessResult: Sendable, Equatable {
    public enum Termination: Sendable, Equatable {
        case exited(status: Int32)
        case signalled(signal: Int32)
    }

    public let standardOutput: String
    public let standardError: String
    public let termination: Termination
    /// Whether the run hit its time limit and the process was stopped.
    public let timedOut: Bool
    /// The time limit the run had.
    public let timeout: Duration

    public init(standardOutput: String, standardError: String, termination: Termination, timedOut: Bool, timeout: Duration) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.termination = termination
        self.timedOut = timedOut
        self.timeout = timeout
    }

    /// Exit status, or 128 + signal number for a process killed by a signal (as shells report it).
    public var exitStatus: Int32 {
        switch termination {
        case .exited(let status): status
        case .signalled(let signal): 128 + signal
        }
    }

    /// Exited by itself with status 0.
    public var succeeded: Bool { !timedOut && termination == .exited(status: 0) }

    /// How the run ended, in words: "exited with status 3".
    public var summary: String {
        if timedOut {
            return "did not finish within \(timeout.secondsText) and was stopped"
        }
        switch termination {
        case .exited(let status): return "exited with status \(status)"
        case .signalled(let signal): return "was killed by signal \(signal)"
        }
    }
}

/// A process that could not be started.
public enum AppProcessError: Error, Equatable, CustomStringConvertible {
    case executableNotFound(path: String)
    case launchFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .executableNotFound(let path):
            "no executable at \(path)"
        case .launchFailed(let path, let reason):
            "cannot start \(path): \(reason)"
        }
    }
}

/// Runs a program to its end with Foundation's `Process`: stdin from a
/// string, stdout and stderr captured in full, stopped after a time limit.
public struct AppProcessRunner: Sendable {
    /// How long a run may take before the process is stopped.
    public let timeout: Duration
    /// How long a stopped process gets after SIGTERM before SIGKILL.
    public let killGracePeriod: Duration

    public init(timeout: Duration = .seconds(60), killGracePeriod: Duration = .seconds(2)) {
        self.timeout = timeout
        self.killGracePeriod = killGracePeriod
    }

    /// Runs `executable` with exactly `environment` (nothing is inherited),
    /// feeding it `standardInput`, and waits until it ends.
    public func run(
        _ executable: URL,
        arguments: [String] = [],
        environment: [String: String] = [:],
        standardInput: String = "",
        currentDirectory: URL? = nil
    ) async throws -> AppProcessResult {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw AppProcessError.executableNotFound(path: executable.path)
        }
        // Stdin comes from a file, not a pipe: no writer to block, no SIGPIPE
        // when the program ends without reading everything.
        let inputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("journey-stdin-\(UUID().uuidString)")
        try Data(standardInput.utf8).write(to: inputFile)
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let input = try FileHandle(forReadingFrom: inputFile)
        defer { try? input.close() }

        let process = Process()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        if let currentDirectory {
            process.currentDirectoryURL = currentDirectory
        }
        let exited = OneShot<Void>()
        process.terminationHandler = { _ in exited.fulfill(()) }
        let handle = RunningProcess(process: process)

        do {
            try await handle.launch()
        } catch {
            try? outputPipe.fileHandleForWriting.close()
            try? errorPipe.fileHandleForWriting.close()
            throw AppProcessError.launchFailed(path: executable.path, reason: error.localizedDescription)
        }
        let output = PipeCollector(outputPipe.fileHandleForReading)
        let errors = PipeCollector(errorPipe.fileHandleForReading)

        let reachedTimeout = await Self.first(
            { _ = await exited.valueUnlessCancelled(); return false },
            { [timeout] in (try? await Task.sleep(for: timeout)) != nil }
        )
        // Stopped at the time limit, or when the waiting task was cancelled.
        var stopped = false
        if reachedTimeout || Task.isCancelled {
            stopped = await handle.stop(gracePeriod: killGracePeriod, exited: exited)
        }
        // Foundation may not see a stopped process end while a child of it
        // lives on: give up waiting after the grace period.
        let ended = await Self.first(
            { await exited.valueUnlessCancelled() != nil },
            { [killGracePeriod] in try? await Task.sleep(for: killGracePeriod); return false }
        )
        // The pipes reach their end when the process exits, unless a child
        // of it still holds them open: then take what has arrived so far.
        // A process that ended by itself gets a long wait, so a busy machine
        // that reads slowly never loses output; a stopped one, the grace period.
        let pipeWait = stopped ? killGracePeriod : max(killGracePeriod, Self.pipeDrainLimit)
        for collector in [output, errors] {
            _ = await Self.first(
                { await collector.finished.valueUnlessCancelled() != nil },
                { try? await Task.sleep(for: pipeWait); return false }
            )
        }
        return AppProcessResult(
            standardOutput: String(decoding: output.data, as: UTF8.self),
            standardError: String(decoding: errors.data, as: UTF8.self),
            termination: ended ? handle.termination : .signalled(signal: SIGKILL),
            timedOut: reachedTimeout && stopped,
            timeout: timeout
        )
    }

    /// How long to wait for the output of a process that ended by itself.
    static let pipeDrainLimit: Duration = .seconds(15)

    /// The result of whichever operation finishes first; the other is cancelled.
    static func first(
        _ one: @escaping @Sendable () async -> Bool,
        _ other: @escaping @Sendable () async -> Bool
    ) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask(operation: one)
            group.addTask(operation: other)
            let result = await group.next() ?? false
            group.cancelAll()
            return result
        }
    }
}

/// Reads a pipe to its end on a thread of its own, so a full pipe never
/// waits for a busy thread pool, keeping what has arrived so far.
private final class PipeCollector: Sendable {
    private let received = Mutex<Data>(Data())
    let finished = OneShot<Void>()

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            let descriptor = handle.fileDescriptor
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    received.withLock { $0.append(contentsOf: buffer[0..<count]) }
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            try? handle.close()
            finished.fulfill(())
        }
        thread.start()
    }

    /// Everything read so far.
    var data: Data { received.withLock { $0 } }
}

/// The running process, shared between the waiting tasks.
private final class RunningProcess: @unchecked Sendable {
    // Process is thread-safe for what is used here: isRunning, terminate(),
    // processIdentifier and, after exit, the termination fields.
    private let process: Process

    init(process: Process) {
        self.process = process
    }

    /// Starts the process from a thread of its own with no signals blocked:
    /// the child inherits the launching thread's signal mask, and the
    /// concurrency pool's threads block most signals, SIGTERM and SIGINT among them.
    func launch() async throws {
        let launched = OneShot<Result<Void, any Error>>()
        let thread = Thread { [self] in
            var noSignals = sigset_t()
            sigemptyset(&noSignals)
            pthread_sigmask(SIG_SETMASK, &noSignals, nil)
            launched.fulfill(Result { try process.run() })
        }
        thread.start()
        try await launched.value.get()
    }

    /// When it is still running: SIGTERM, then SIGKILL if it is still
    /// running after `gracePeriod`. Returns whether it had to be stopped.
    func stop(gracePeriod: Duration, exited: OneShot<Void>) async -> Bool {
        guard process.isRunning else { return false }
        process.terminate()
        let ended = await AppProcessRunner.first(
            { await exited.valueUnlessCancelled() != nil },
            { try? await Task.sleep(for: gracePeriod); return false }
        )
        if !ended, process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        return true
    }

    var termination: AppProcessResult.Termination {
        switch process.terminationReason {
        case .exit: .exited(status: process.terminationStatus)
        case .uncaughtSignal: .signalled(signal: process.terminationStatus)
        @unknown default: .exited(status: process.terminationStatus)
        }
    }
}

extension Duration {
    /// "60 s", "0.5 s".
    var secondsText: String {
        let (seconds, attoseconds) = components
        if attoseconds == 0 {
            return "\(seconds) s"
        }
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return "\(value) s"
    }
}
