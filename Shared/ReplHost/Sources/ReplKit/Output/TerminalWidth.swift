#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How many columns a screen may lay text out in (a grid of products): the
/// terminal's width in an interactive session, 80 in scripts and pipes so their
/// output is the same everywhere.
public enum TerminalWidth {
    /// The width scripts, pipes and tests get.
    public static let scripted = 80

    /// The width for the session `progress` belongs to: the terminal's when the
    /// session is interactive (its progress line is on the terminal), else ``scripted``.
    public static func current(progress: ReplProgress) -> Int {
        progress.isAttachedToTerminal ? ofStandardOutput() : scripted
    }

    /// The columns of the terminal standard output writes to; ``scripted`` when it is not a terminal.
    public static func ofStandardOutput() -> Int {
        guard isatty(STDOUT_FILENO) == 1 else { return scripted }
        var size = winsize()
        let status = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        guard status == 0, size.ws_col > 0 else { return scripted }
        return Int(size.ws_col)
    }
}
