#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Switches a terminal between its own settings and the raw mode the line
/// editor reads keys in: no line buffering (ICANON), no echo (ECHO), no signal
/// keys (ISIG, so Ctrl-C arrives as byte 3), no literal-next (IEXTEN), no
/// flow control (IXON) and CR left as CR (ICRNL). Output processing is kept.
/// While raw mode is on, SIGTERM, SIGHUP and SIGQUIT put the settings back
/// before they end the process (``TerminalSignalRestore``).
struct TerminalRawMode: Sendable {
    private let fileDescriptor: Int32
    /// The settings found before raw mode was entered; `nil` when not in raw mode.
    private var original: termios?

    /// Raw mode for the terminal on `fileDescriptor` (standard input is 0).
    init(fileDescriptor: Int32 = 0) {
        self.fileDescriptor = fileDescriptor
    }

    /// Whether raw mode is on.
    var isEnabled: Bool { original != nil }

    /// Enters raw mode, remembering the current settings. Returns `false`
    /// when the descriptor is not a terminal or the settings cannot be changed.
    @discardableResult
    mutating func enable() -> Bool {
        guard original == nil else { return true }
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else { return false }
        let saved = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(ICRNL | IXON)
        Self.setCharacter(&settings, index: Int(VMIN), to: 1)
        Self.setCharacter(&settings, index: Int(VTIME), to: 0)
        // TCSADRAIN, not TCSAFLUSH: keys typed (or pasted) ahead stay readable.
        TerminalSignalRestore.remember(saved, for: fileDescriptor)
        guard tcsetattr(fileDescriptor, TCSADRAIN, &settings) == 0 else {
            TerminalSignalRestore.forget()
            return false
        }
        original = saved
        return true
    }

    /// Puts back the settings found by ``enable()``. Does nothing when not in raw mode.
    mutating func restore() {
        guard var saved = original else { return }
        _ = tcsetattr(fileDescriptor, TCSADRAIN, &saved)
        TerminalSignalRestore.forget()
        original = nil
    }

    private static func setCharacter(_ settings: inout termios, index: Int, to value: cc_t) {
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            let size = MemoryLayout<cc_t>.stride
            guard index >= 0, (index + 1) * size <= bytes.count else { return }
            bytes.storeBytes(of: value, toByteOffset: index * size, as: cc_t.self)
        }
    }
}
