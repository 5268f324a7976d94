import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a ``ClockFileAppClock`` follows, as the file system sees it: a cheap look at
/// whether it changed (one `stat`), and its text when it did.
struct ClockFile: Sendable {
    /// The most a clock file is read of: an ISO 8601 instant is some 30 bytes, so a larger
    /// file is not one.
    static let maxBytes = 256

    /// What tells one version of the file from another without reading it: a file
    /// replaced by renaming another over it has another inode, one written in place another
    /// size or modification time.
    struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
        var changedSeconds: Int
        var changedNanoseconds: Int

        /// Whether the file changed so lately (by the machine's time, as the file system
        /// stamps it) that it may change again within the file system's clock tick without
        /// its stamp telling: such a file is read again next time, whatever its stamp says.
        func isRecent(at time: Date) -> Bool {
            time.timeIntervalSince1970 - Double(max(modifiedSeconds, changedSeconds)) < 2
        }
    }

    /// A version of the file: its stamp and its text with surrounding white space trimmed
    /// (`nil` when it is no text: too large, not a regular file, not UTF-8, not readable).
    struct Contents: Sendable {
        var stamp: Stamp
        var text: String?
    }

    let path: String

    /// The file's stamp now; `nil` when there is no file to look at.
    func stamp() -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(info)
    }

    /// The file as it is now; `nil` when it cannot be opened.
    func read() -> Contents? {
        // Non-blocking, so that a named pipe given by mistake does not hold the clock up.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let stamp = Stamp(info)
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size <= Self.maxBytes else {
            return Contents(stamp: stamp, text: nil)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        guard let bytes = try? handle.read(upToCount: Self.maxBytes + 1), bytes.count <= Self.maxBytes,
            let text = String(bytes: bytes, encoding: .utf8)
        else {
            return Contents(stamp: stamp, text: nil)
        }
        return Contents(stamp: stamp, text: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

extension ClockFile.Stamp {
    fileprivate init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (modifiedSeconds, modifiedNanoseconds) = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        (changedSeconds, changedNanoseconds) = (Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
        #else
        (modifiedSeconds, modifiedNanoseconds) = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        (changedSeconds, changedNanoseconds) = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        #endif
    }
}
