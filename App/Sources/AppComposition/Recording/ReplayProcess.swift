import Foundation
import SystemKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process the recording talks to: its standard input a socket the recording writes
/// (never raising SIGPIPE in the app when the child has ended), its standard output a pipe the
/// recording reads, its standard error a file. It runs in a process group of its own, with every
/// signal at its default and none blocked, so Ctrl-C at the person's terminal never reaches it
/// and nothing the app set for itself (SIGINT ignored) carries over.
final class ReplayProcess: Sendable {
    let processIdentifier: pid_t
    /// The read end of the child's standard output.
    let output: Int32
    private let input: LockedState<Int32>

    private init(processIdentifier: pid_t, input: Int32, output: Int32) {
        self.processIdentifier = processIdentifier
        self.input = LockedState(input)
        self.output = output
    }

    /// Starts `executable` with `arguments` and exactly `environment`, in `directory`, its
    /// standard error written to `errorLog`. Throws the system's reason when it cannot start.
    static func start(
        executable: String, arguments: [String], environment: [String: String], directory: String, errorLog: String
    ) throws -> ReplayProcess {
        var inputPair: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, socketType, 0, &inputPair) == 0 else { throw posixError(errno) }
        guard pipe(&outputPipe) == 0 else {
            let code = errno
            inputPair.forEach { closeDescriptor($0) }
            throw posixError(code)
        }
        for descriptor in inputPair + outputPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer {
            closeDescriptor(inputPair[1])
            closeDescriptor(outputPipe[1])
        }
        let spawned = spawn(
            executable, arguments: [executable] + arguments,
            environment: environment.map { "\($0.key)=\($0.value)" }.sorted(),
            standardInput: inputPair[1], standardOutput: outputPipe[1], errorLog: errorLog, directory: directory)
        switch spawned {
        case .success(let identifier):
            return ReplayProcess(processIdentifier: identifier, input: inputPair[0], output: outputPipe[0])
        case .failure(let error):
            closeDescriptor(inputPair[0])
            closeDescriptor(outputPipe[0])
            throw error
        }
    }

    /// Writes `text` to the child's standard input; `false` when it cannot take it (it ended).
    @discardableResult
    func send(_ text: String) -> Bool {
        input.withLock { descriptor in
            guard descriptor >= 0 else { return false }
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let sent = bytes.withUnsafeBytes { sendWithoutSignal(descriptor, $0.baseAddress, $0.count) }
                if sent > 0 {
                    bytes = bytes.dropFirst(sent)
                } else if sent < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// Ends the child's input: it reads end of input after what was sent.
    func closeInput() {
        input.withLock { descriptor in
            guard descriptor >= 0 else { return }
            _ = shutdown(descriptor, Int32(SHUT_WR))
            closeDescriptor(descriptor)
            descriptor = -1
        }
    }

    /// Ends the child and whatever it started: its whole process group.
    func kill() {
        _ = signalGroup(processIdentifier, SIGKILL)
    }

    /// Waits for the child to end: its exit status, or 128 + the signal that ended it.
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// The file the running program was started from, to run it again.
    static func currentExecutable() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        #endif
        return Bundle.main.executablePath
    }

    private static func posixError(_ code: Int32) -> NSError {
        NSError(domain: NSPOSIXErrorDomain, code: Int(code))
    }

    #if os(Linux)
    private static let socketType = Int32(SOCK_STREAM.rawValue)
    #else
    private static let socketType = SOCK_STREAM
    #endif

    /// `posix_spawn` with the descriptors, group and signals described above.
    private static func spawn(
        _ executable: String, arguments: [String], environment: [String], standardInput: Int32, standardOutput: Int32,
        errorLog: String, directory: String
    ) -> Result<pid_t, NSError> {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let changeDirectory = SpawnChangeDirectory.function {
            _ = changeDirectory(&actions, directory)
        }
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var identifier: pid_t = 0
        let code = posix_spawn(&identifier, executable, &actions, &attributes, argv, envp)
        return code == 0 ? .success(identifier) : .failure(posixError(code))
    }
}

/// `posix_spawn_file_actions_addchdir_np`, looked up at run time: Swift's Glibc module leaves it
/// out. Where the system has none, the child starts in the app's own folder.
private enum SpawnChangeDirectory {
    #if canImport(Darwin)
    typealias Function = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t?>, UnsafePointer<CChar>) -> Int32
    #else
    typealias Function = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    #endif

    static let function: Function? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}

/// `send(2)` that reports a closed peer as `EPIPE` instead of raising SIGPIPE.
private func sendWithoutSignal(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if os(Linux)
    return send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    var on: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    return send(descriptor, bytes, count, 0)
    #endif
}

/// `close(2)` and `kill(2)` on a group, outside the type whose own methods share their names.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

private func signalGroup(_ group: pid_t, _ signal: Int32) -> Int32 {
    kill(-group, signal)
}
