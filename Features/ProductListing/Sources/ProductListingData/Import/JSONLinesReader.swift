import Foundation

/// Reads a file's lines one at a time, in chunks, so a catalog of any size is
/// never held in memory whole. Empty lines are skipped.
struct JSONLinesReader {
    private let handle: FileHandle
    private var buffer = Data()
    private var atEnd = false
    private static let chunkSize = 256 * 1024

    init(url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
    }

    /// The next non-empty line, without its newline; `nil` at the end of the file.
    mutating func nextLine() throws -> Data? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                if line.isEmpty { continue }
                return Data(line)
            }
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return buffer
            }
            let chunk = try handle.read(upToCount: Self.chunkSize) ?? Data()
            if chunk.isEmpty { atEnd = true } else { buffer.append(chunk) }
        }
    }

    func close() {
        try? handle.close()
    }
}
