import Foundation
import SystemKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The history file: one line per entry, appended as lines are entered.
///
/// Typed lines can hold names and other private words, so the file is the
/// person's alone (mode 0600, tightened when an older run left it wider) and
/// a symbolic link in its place is never followed: nothing is read from or
/// written to where it points. Failures are otherwise ignored: history is a
/// convenience, never a reason to stop.
public struct LineHistoryFile: Sendable {
    public let url: URL
    /// Owner read and write only.
    public static let permissions: mode_t = 0o600

    public init(url: URL) {
        self.url = url
    }

    /// Whether a symbolic link stands at `url`.
    public static func isSymbolicLink(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Adds the file's lines to `history`, skipping any longer than `maxLineBytes`.
    /// Rewrites the file with only the kept entries when it has grown past twice the capacity.
    public func load(into history: inout LineHistory, maxLineBytes: Int) {
        guard let data = contents() else { return }
        let lines = data.split(separator: UInt8(ascii: "\n"))
        for bytes in lines where bytes.count <= maxLineBytes {
            var text = String(decoding: bytes, as: UTF8.self)
            if text.hasSuffix("\r") { text.removeLast() }
            history.add(text)
        }
        history.resetNavigation()
        if lines.count > history.capacity * 2 {
            rewrite(history.entries.map { $0 + "\n" }.joined())
        }
    }

    /// Appends one entry.
    public func append(_ line: String) {
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, Self.permissions)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = fchmod(descriptor, Self.permissions)
        DescriptorWriter(descriptor: descriptor).write(line + "\n")
    }

    private func contents() -> [UInt8]? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        _ = fchmod(descriptor, Self.permissions)
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += block[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return count == 0 ? bytes : nil
            }
        }
    }

    /// Replaces the file's content: written beside it with the same permissions, then renamed over it.
    private func rewrite(_ text: String) {
        let temporary = url.path + ".new"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, Self.permissions)
        guard descriptor >= 0 else { return }
        DescriptorWriter(descriptor: descriptor).write(text)
        close(descriptor)
        if rename(temporary, url.path) != 0 { unlink(temporary) }
    }
}
