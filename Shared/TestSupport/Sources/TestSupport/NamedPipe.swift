import Foundation
import SystemKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A named pipe in the temporary folder standing in for a file that arrives slowly: the test
/// writes some text and keeps the writing end open, so a reader that has read it all waits
/// for more, as it would on a stalled disk or a network folder.
public final class NamedPipe: Sendable {
    public let url: URL
    private let writer = LockedState<Int32?>(nil)

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("named-pipe-\(UUID().uuidString)")
        guard mkfifo(url.path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Opens the writing end (which waits until a reader opens the pipe) and writes `text`, on a
    /// thread of its own; the end stays open until ``closeWriter()``.
    public func writeInBackground(_ text: String) {
        let path = url.path
        Thread.detachNewThread { [writer] in
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            writer.withLock { $0 = descriptor }
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { break }
                bytes = bytes.dropFirst(written)
            }
        }
    }

    /// Closes the writing end: a reader waiting for more then reads the end of the file.
    public func closeWriter() {
        let descriptor = writer.withLock { kept -> Int32? in
            defer { kept = nil }
            return kept
        }
        if let descriptor { _ = close(descriptor) }
    }

    /// Closes the writing end and removes the pipe.
    public func remove() {
        closeWriter()
        try? FileManager.default.removeItem(at: url)
    }
}
