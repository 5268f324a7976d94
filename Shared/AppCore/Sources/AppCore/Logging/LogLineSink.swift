import Foundation
import Synchronization

/// Serialises writes of whole log lines to one file handle.
final class LogLineSink: Sendable {
    private let handle: Mutex<FileHandle>

    init(handle: FileHandle) {
        self.handle = Mutex(handle)
    }

    /// Opens `path` for appending, creating the file and its folder when needed.
    static func appending(to path: String) throws -> LogLineSink {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        return LogLineSink(handle: handle)
    }

    func write(_ line: String) {
        handle.withLock { $0.write(Data(line.utf8)) }
    }
}
