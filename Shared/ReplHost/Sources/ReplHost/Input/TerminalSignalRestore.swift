#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal's own settings back when the process is ended by SIGTERM
/// or SIGHUP (or SIGQUIT) while the line editor has it in raw mode, then lets
/// the signal end the process as it would have: a person whose session is
/// killed gets a terminal that echoes and edits lines again.
///
/// The handler is installed only for signals whose action is the default, so a
/// signal the process was started ignoring (`nohup` ignores SIGHUP) stays ignored.
enum TerminalSignalRestore {
    static let signals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handlers, once per process.
    static func install() {
        guard !installed else { return }
        installed = true
        for signalNumber in signals {
            var current = sigaction()
            guard sigaction(signalNumber, nil, &current) == 0, isDefault(current) else { continue }
            var action = sigaction()
            setHandler(&action, restoreTerminalThenEnd)
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            _ = sigaction(signalNumber, &action, nil)
        }
    }

    /// Remembers the settings to put back on `descriptor` while it is in raw mode.
    static func remember(_ settings: termios, for descriptor: Int32) {
        savedSettings = settings
        savedDescriptor = descriptor
    }

    /// Forgets them once the terminal is back in its own mode.
    static func forget() {
        savedDescriptor = -1
    }

    nonisolated(unsafe) private static var installed = false

    private static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 0
        #else
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 0
        #endif
    }

    private static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #else
        action.__sigaction_handler.sa_handler = handler
        #endif
    }
}

// Read by the signal handler: plain storage, written only on the main thread
// before and after raw mode, never while the handler could be reading it mid-way
// through a write of its own.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var savedDescriptor: Int32 = -1

/// The handler: only async-signal-safe calls (tcsetattr, signal, raise).
private func restoreTerminalThenEnd(_ signalNumber: Int32) {
    if savedDescriptor >= 0 {
        _ = tcsetattr(savedDescriptor, TCSANOW, &savedSettings)
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
