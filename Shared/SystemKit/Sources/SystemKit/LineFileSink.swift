import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Serialises writes of whole lines to one file (the log, the analytics log). A line that
/// cannot be written (a full disk, `/dev/full`) is reported once through `onFailure`;
/// after that the sink drops lines instead of failing again on each one.
public final class LineFileSink: Sendable {
    /// What a sink does when a write fails: told the log's path and why, once.
    public typealias FailureReport = @Sendable (_ path: String, _ failure: OutputFailure) -> Void

    private struct State {
        var descriptor: Int32
        var failed = false
    }

    private let path: String
    private let state: LockedState<State>
    private let onFailure: FailureReport

    private init(path: String, descriptor: Int32, onFailure: @escaping FailureReport) {
        self.path = path
        self.state = LockedState(State(descriptor: descriptor))
        self.onFailure = onFailure
    }

    deinit {
        state.withLock { _ = close($0.descriptor) }
    }

    /// Opens `path` for appending, creating the file (0600) and its folder when needed.
    public static func appending(to path: String, onFailure: @escaping FailureReport = { _, _ in }) throws -> LineFileSink {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: path,
                    NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno)),
                ])
        }
        return LineFileSink(path: path, descriptor: descriptor, onFailure: onFailure)
    }

    /// Writes `line` (ending with its own newline) in one piece.
    public func write(_ line: String) {
        let failure = state.withLock { state -> OutputFailure? in
            guard !state.failed, let failure = DescriptorWriter(descriptor: state.descriptor).write(line) else { return nil }
            state.failed = true
            return failure
        }
        if let failure { onFailure(path, failure) }
    }
}
