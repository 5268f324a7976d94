import Foundation
import SystemKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The journey file `--record` writes: created (or emptied) when recording starts, then each
/// command's lines appended with one unbuffered write as soon as they are known, so a session
/// that ends any way at all — killed by a signal too — leaves a file complete up to the last
/// command whose output was known. Used only under ``RecordingJournal``'s lock, which serialises it.
final class JourneyRecordingFile: @unchecked Sendable {
    let path: String
    private var descriptor: Int32
    /// Why the file stopped taking lines (a full disk); nothing more is written after.
    private(set) var failure: OutputFailure?

    /// Opens `path` for writing, emptying what was there. Throws when it cannot be opened.
    init(path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: path, NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno)),
                ])
        }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close()
    }

    /// Appends `lines`, each ending with a line break, in one write.
    func append(_ lines: [String]) {
        guard failure == nil, descriptor >= 0, !lines.isEmpty else { return }
        failure = DescriptorWriter(descriptor: descriptor).write(lines.map { $0 + "\n" }.joined())
    }

    func close() {
        guard descriptor >= 0 else { return }
        _ = closeDescriptor(descriptor)
        descriptor = -1
    }
}

/// `close(2)`, outside the type whose own `close` would hide it.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
