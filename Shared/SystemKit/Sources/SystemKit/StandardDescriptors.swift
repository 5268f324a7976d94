#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error as the process found them at launch.
public enum StandardDescriptors {
    /// Which of the three standard descriptors were closed when ``secure()`` ran.
    public struct Closed: Sendable, Equatable {
        public var input = false
        public var output = false
        public var error = false

        public init(input: Bool = false, output: Bool = false, error: Bool = false) {
            self.input = input
            self.output = output
            self.error = error
        }

        public var any: Bool { input || output || error }
    }

    /// Puts `/dev/null` on every standard descriptor that is closed (as after
    /// `app >&-`), so that the next file the process opens cannot take its
    /// number and receive what was meant for the screen. Call it first thing
    /// in `main`. Returns which were closed.
    @discardableResult
    public static func secure() -> Closed {
        Closed(
            input: reopenIfClosed(0, flags: O_RDONLY),
            output: reopenIfClosed(1, flags: O_WRONLY),
            error: reopenIfClosed(2, flags: O_WRONLY)
        )
    }

    /// Whether `descriptor` is open.
    public static func isOpen(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) != -1 || errno != EBADF
    }

    private static func reopenIfClosed(_ descriptor: Int32, flags: Int32) -> Bool {
        guard !isOpen(descriptor) else { return false }
        let opened = open("/dev/null", flags)
        if opened >= 0 && opened != descriptor {
            _ = dup2(opened, descriptor)
            close(opened)
        }
        return true
    }
}
