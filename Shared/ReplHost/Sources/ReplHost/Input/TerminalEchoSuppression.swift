#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a terminal's echo off while a secret is read in its own line mode (a `TERM=dumb`
/// terminal), and back on after; while it is off, SIGTERM, SIGHUP and SIGQUIT put the
/// settings back before they end the process, as raw mode does.
struct TerminalEchoSuppression {
    private let fileDescriptor: Int32
    private var original: termios?

    init(fileDescriptor: Int32 = 0) {
        self.fileDescriptor = fileDescriptor
    }

    /// Turns echo off; `false` when the descriptor is not a terminal.
    @discardableResult
    mutating func enable() -> Bool {
        guard original == nil else { return true }
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else { return false }
        let saved = settings
        settings.c_lflag &= ~tcflag_t(ECHO)
        settings.c_lflag |= tcflag_t(ECHONL)
        TerminalSignalRestore.remember(saved, for: fileDescriptor)
        guard tcsetattr(fileDescriptor, TCSADRAIN, &settings) == 0 else {
            TerminalSignalRestore.forget()
            return false
        }
        original = saved
        return true
    }

    /// Puts echo back as it was.
    mutating func restore() {
        guard var saved = original else { return }
        _ = tcsetattr(fileDescriptor, TCSADRAIN, &saved)
        TerminalSignalRestore.forget()
        original = nil
    }
}
