import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal for tests of what reads a terminal: the editor reads and writes the
/// terminal side; the test types on the other side and reads what was drawn. The terminal
/// side starts with its own echo and line mode off, so what the test types ahead is never
/// echoed by the terminal itself: only what the program writes is read back.
final class PseudoTerminal {
    let controller: Int32
    let terminal: Int32

    init?() {
        guard let calls = TerminalPairCalls.load() else { return nil }
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        guard calls.unlock(controller) == 0, let name = calls.name(controller) else {
            close(controller)
            return nil
        }
        let terminal = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(controller)
            return nil
        }
        var settings = termios()
        tcgetattr(terminal, &settings)
        // ISIG off too: Ctrl-C typed before the program under test sets its own modes must reach
        // it as a byte, not become a signal the line discipline swallows.
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        tcsetattr(terminal, TCSANOW, &settings)
        self.controller = controller
        self.terminal = terminal
    }

    deinit {
        close(terminal)
        close(controller)
    }

    /// Types `text` as keys.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Everything the program drew so far.
    func drawn() -> String {
        var collected: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 4096)
        while true {
            var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { break }
            let count = block.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            collected += block[0..<count]
        }
        return String(decoding: collected, as: UTF8.self)
    }
}

/// `unlockpt` and `ptsname`, found in the C library at run time: Swift's Glibc module does
/// not declare them (they sit behind `_XOPEN_SOURCE`).
private struct TerminalPairCalls {
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static func load() -> TerminalPairCalls? {
        let handle = dlopen(nil, RTLD_NOW)
        guard let unlock = dlsym(handle, "unlockpt"), let name = dlsym(handle, "ptsname") else { return nil }
        return TerminalPairCalls(
            unlock: unsafeBitCast(unlock, to: (@convention(c) (Int32) -> Int32).self),
            name: unsafeBitCast(name, to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self))
    }
}
