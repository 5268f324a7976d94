#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor (a pipe, a script file) byte by byte in
/// blocks, checking each line's length and UTF-8 on its own so one bad line
/// never takes the session down.
@MainActor
public final class ByteLineReader: LineSource {
    public let isInteractive = false
    public let maxLineBytes: Int
    private let fileDescriptor: Int32
    private let closesOnEnd: Bool
    private var buffer: [UInt8] = []
    private var position = 0
    private var reachedEnd = false

    /// Reads from `fileDescriptor` (standard input is 0). Lines longer than `maxLineBytes` are refused.
    public init(fileDescriptor: Int32 = 0, maxLineBytes: Int = 4096, closesOnEnd: Bool = false) {
        self.fileDescriptor = fileDescriptor
        self.maxLineBytes = maxLineBytes
        self.closesOnEnd = closesOnEnd
    }

    /// Why a script could not be opened.
    public enum ScriptOpeningFailure: Error, Equatable {
        /// Missing, or not readable.
        case cannotOpen
        /// A folder: reading it would give nothing, and end the session as if it ran.
        case isFolder
    }

    /// Opens a script file for reading.
    public static func openScript(atPath path: String, maxLineBytes: Int = 4096) -> Result<ByteLineReader, ScriptOpeningFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            return .failure(.isFolder)
        }
        return .success(ByteLineReader(fileDescriptor: descriptor, maxLineBytes: maxLineBytes, closesOnEnd: true))
    }

    /// Opens a script file for reading; `nil` when it cannot be opened or is a folder.
    public static func script(atPath path: String, maxLineBytes: Int = 4096) -> ByteLineReader? {
        try? openScript(atPath: path, maxLineBytes: maxLineBytes).get()
    }

    public func nextLine(prompt: String) -> InputLine {
        var line: [UInt8] = []
        var overflowed = false
        while let byte = nextByte() {
            if byte == UInt8(ascii: "\n") {
                return finished(line, overflowed: overflowed)
            }
            // One byte over the limit is kept so that a CRLF line of exactly
            // `maxLineBytes` is not refused for its carriage return.
            if line.count <= maxLineBytes {
                line.append(byte)
            } else {
                overflowed = true
            }
        }
        if line.isEmpty && !overflowed { return .end }
        return finished(line, overflowed: overflowed)
    }

    private func finished(_ bytes: [UInt8], overflowed: Bool) -> InputLine {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        if overflowed || bytes.count > maxLineBytes { return .tooLong(limit: maxLineBytes) }
        if let text = String(validating: bytes, as: UTF8.self) {
            return .text(text)
        }
        return .invalidEncoding(shown: String(decoding: bytes, as: UTF8.self))
    }

    private func nextByte() -> UInt8? {
        if position == buffer.count {
            guard refill() else { return nil }
        }
        let byte = buffer[position]
        position += 1
        return byte
    }

    private func refill() -> Bool {
        guard !reachedEnd else { return false }
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = block.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer = Array(block[0..<count])
                position = 0
                return true
            }
            if count < 0 && errno == EINTR { continue }
            reachedEnd = true
            if closesOnEnd { close(fileDescriptor) }
            return false
        }
    }
}
