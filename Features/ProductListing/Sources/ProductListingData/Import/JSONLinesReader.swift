import Foundation

/// Reads a file's lines one at a time, in chunks, so a catalog of any size is never
/// held in memory whole, and hands each line's bytes to the caller where they lie in
/// the buffer (no copy). Empty lines (and a line's closing `\r`) are skipped; line
/// numbers count every line of the file, from 1.
struct JSONLinesReader {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start.
    private var start = 0
    private var atEnd = false
    private static let chunkSize = 1 << 20
    /// Where each read lands before its bytes join `buffer` (made once: filling a new megabyte
    /// for every read costs a debug build more than the read).
    private var chunk = [UInt8](repeating: 0, count: chunkSize)
    /// The number of the line handed out last.
    private var lineNumber = 0
    /// Bytes of the file read so far, up to the end of the line handed out last.
    private(set) var bytesRead = 0

    init(url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
    }

    /// Calls `body` with the next non-empty line (without its line break) and its number, and returns
    /// what it returns; `nil` at the end of the file. The bytes live until `body` returns.
    mutating func nextLine<Result>(_ body: (UnsafeRawBufferPointer, _ lineNumber: Int) throws -> Result) throws -> Result? {
        while true {
            if let newline = newlineIndex() {
                let lineStart = start
                bytesRead += newline + 1 - start
                start = newline + 1
                lineNumber += 1
                var lineEnd = newline
                if lineEnd > lineStart, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                if lineEnd == lineStart { continue }
                return try buffer.withUnsafeBytes {
                    try body(UnsafeRawBufferPointer(rebasing: $0[lineStart..<lineEnd]), lineNumber)
                }
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let lineStart = start
                bytesRead += buffer.count - start
                start = buffer.count
                lineNumber += 1
                return try buffer.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[lineStart...]), lineNumber) }
            }
            try readChunk()
        }
    }

    func close() {
        try? handle.close()
    }

    private func newlineIndex() -> Int? {
        buffer.withUnsafeBytes { raw in
            guard start < raw.count, let base = raw.baseAddress,
                let found = memchr(base + start, 0x0A, raw.count - start)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Drops the bytes handed out already and appends what one read of the file gives, up to a
    /// chunk: all of a chunk from a file on disk, what has arrived so far from a pipe, so lines
    /// that came are handed out without waiting for a whole chunk.
    private mutating func readChunk() throws {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let descriptor = handle.fileDescriptor
        var count = -1
        repeat {
            count = chunk.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return 0 }
                return read(descriptor, base, raw.count)
            }
        } while count < 0 && errno == EINTR
        if count < 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        if count == 0 { atEnd = true } else { buffer.append(contentsOf: chunk[0..<count]) }
    }
}
