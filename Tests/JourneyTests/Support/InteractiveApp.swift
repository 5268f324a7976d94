import Foundation
import JourneyKit
import SystemKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app running as a subprocess whose standard input the test writes line by
/// line while it reads what the app prints, so a test can act between commands
/// (hold a lock, kill the process right after a confirmation).
///
/// Its input and output are pipes, or one pseudo-terminal when `terminal` is given.
final class InteractiveApp: @unchecked Sendable {
    private let process = Process()
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private let received = LockedState<[UInt8]>([])
    private let readerFinished = DispatchSemaphore(value: 0)

    /// The longest a test waits for output it expects before giving up: a guard
    /// against hanging, not a measure of speed.
    static let patience: Duration = .seconds(300)

    init(app: URL, arguments: [String], environment: [String: String], terminal: PseudoTerminal? = nil) throws {
        Self.stopIgnoringEndingSignals()
        process.executableURL = app
        process.arguments = arguments
        process.environment = environment
        if let terminal {
            let handle = FileHandle(fileDescriptor: terminal.follower, closeOnDealloc: false)
            process.standardInput = handle
            process.standardOutput = handle
            process.standardError = handle
            inputDescriptor = terminal.leader
            outputDescriptor = terminal.leader
            try process.run()
        } else {
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            try? input.fileHandleForReading.close()
            try? output.fileHandleForWriting.close()
            inputDescriptor = input.fileHandleForWriting.fileDescriptor
            outputDescriptor = output.fileHandleForReading.fileDescriptor
        }
        Thread.detachNewThread { [outputDescriptor, received, readerFinished] in
            var block = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = block.withUnsafeMutableBytes { read(outputDescriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    received.withLock { $0 += block[0..<count] }
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            readerFinished.signal()
        }
    }

    /// A runner started under `nohup` (or by a shell that ignores SIGQUIT for its background jobs)
    /// ignores those signals, and the app would inherit that — and, as it should, keep ignoring
    /// them, so a test that hangs it up would wait for nothing. The app starts as a terminal
    /// session's would: the test process takes the default action back for each signal it ignores.
    private static func stopIgnoringEndingSignals() {
        for signalNumber in [SIGHUP, SIGTERM, SIGQUIT] {
            var current = sigaction()
            guard sigaction(signalNumber, nil, &current) == 0, isIgnored(current) else { continue }
            _ = signal(signalNumber, SIG_DFL)
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 1
        #else
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
        #endif
    }

    var processIdentifier: Int32 { process.processIdentifier }

    /// Everything printed so far.
    var output: String { String(decoding: received.withLock { $0 }, as: UTF8.self) }

    /// Everything printed so far, as bytes.
    var outputBytes: [UInt8] { received.withLock { $0 } }

    /// Types `line` and Enter.
    func send(_ line: String) {
        _ = DescriptorWriter(descriptor: inputDescriptor).write(line + "\n")
    }

    /// Waits until the output holds `text` at least `count` times. Records an issue and
    /// returns `false` when it never does.
    @discardableResult
    func waitForOutput(containing text: String, count: Int = 1) async -> Bool {
        let deadline = ContinuousClock.now + Self.patience
        while ContinuousClock.now < deadline {
            if output.components(separatedBy: text).count - 1 >= count { return true }
            if !process.isRunning && output.components(separatedBy: text).count - 1 < count {
                try? await Task.sleep(for: .milliseconds(100))
                if output.components(separatedBy: text).count - 1 >= count { return true }
                break
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        // The last look, after the deadline: on a loaded machine the sleep above can outlast it.
        if output.components(separatedBy: text).count - 1 >= count { return true }
        Issue.record("the app never printed \(count)× \"\(text)\"; it printed:\n\(output.suffix(3_000))")
        return false
    }

    /// Sends `signal` to the app.
    func kill(_ signal: Int32) {
        signalProcess(process.processIdentifier, signal)
    }

    /// Waits for the app to end; its status, or 128 + the signal that ended it.
    func waitForExit() async -> Int32 {
        let deadline = ContinuousClock.now + Self.patience
        while process.isRunning && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning {
            Issue.record("the app did not end; it printed:\n\(output.suffix(3_000))")
            process.terminate()
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Closes the app's input (end of input, as Ctrl-D) when it reads from pipes.
    func closeInput() {
        closeDescriptor(inputDescriptor)
    }
}

/// A pseudo-terminal: the app gets the follower side as its terminal, the test
/// keeps the leader side to type and read, and can look at the terminal's settings.
final class PseudoTerminal: @unchecked Sendable {
    let leader: Int32
    let follower: Int32

    init() throws {
        let library = PseudoTerminalFunctions()
        guard let library else { throw PseudoTerminalError.unavailable }
        leader = library.open(O_RDWR | O_NOCTTY)
        guard leader >= 0, library.grant(leader) == 0, library.unlock(leader) == 0, let name = library.name(leader) else {
            throw PseudoTerminalError.unavailable
        }
        follower = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard follower >= 0 else { throw PseudoTerminalError.unavailable }
    }

    /// The terminal's settings as the app left them.
    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(follower, &settings)
        return settings
    }

    /// Whether lines are edited by the terminal and typed keys echoed: its own mode, not raw.
    var isInLineMode: Bool {
        let flags = settings().c_lflag
        return flags & tcflag_t(ICANON) != 0 && flags & tcflag_t(ECHO) != 0 && flags & tcflag_t(ISIG) != 0
    }

    /// Closes both sides; call after the app has ended.
    func close() {
        closeDescriptor(follower)
        closeDescriptor(leader)
    }
}

enum PseudoTerminalError: Error {
    case unavailable
}

/// libc's pseudo-terminal calls, looked up at run time: Swift's Glibc module
/// leaves `posix_openpt` and its companions out (they need `_XOPEN_SOURCE`).
private struct PseudoTerminalFunctions {
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    let open: Open
    let grant: Open
    let unlock: Open
    let name: Name

    init?() {
        let library = dlopen(nil, RTLD_NOW)
        guard let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
            let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname")
        else { return nil }
        self.open = unsafeBitCast(open, to: Open.self)
        self.grant = unsafeBitCast(grant, to: Open.self)
        self.unlock = unsafeBitCast(unlock, to: Open.self)
        self.name = unsafeBitCast(name, to: Name.self)
    }
}

/// `kill(2)` and `close(2)`, outside the types whose own methods share their names.
private func signalProcess(_ pid: Int32, _ signal: Int32) {
    _ = kill(pid, signal)
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
