#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to one file descriptor, all of what it is given, and reports a
/// failure instead of trapping. A write interrupted by a signal is resumed;
/// on a non-blocking descriptor it waits until the descriptor takes more.
public struct DescriptorWriter: Sendable {
    public let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public static let standardOutput = DescriptorWriter(descriptor: 1)
    public static let standardError = DescriptorWriter(descriptor: 2)

    /// Writes `text` as UTF-8. Returns `nil` when all of it was written.
    @discardableResult
    public func write(_ text: String) -> OutputFailure? {
        write(bytes: Array(text.utf8))
    }

    /// Writes `bytes`. Returns `nil` when all of them were written.
    @discardableResult
    public func write(bytes: [UInt8]) -> OutputFailure? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return writeToDescriptor(descriptor, base + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
                continue
            }
            let code = written < 0 ? errno : ENOSPC
            switch code {
            case EINTR:
                continue
            case EAGAIN:
                waitUntilWritable()
            default:
                return OutputFailure(errno: code)
            }
        }
        return nil
    }

    private func waitUntilWritable() {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&request, 1, -1)
    }
}

/// `write(2)`, outside the type whose own `write` would hide it.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
