import Foundation
import SystemKit

/// A clock moved from outside the running process: it reads the ISO 8601 instant held by a
/// file (`--clock-file`, which the journey runner's `> clock` lines write), and until the file
/// holds one, the clock it starts from (`--now`, or the machine's).
///
/// Each reading looks at the file with one `stat` and reads it again only when its inode,
/// size or times changed (a writer replaces it by renaming another file over it, or rewrites
/// it), or when it changed in the last two seconds (a rewrite in place within one tick of the
/// file system's clock leaves the times as they were). The instant may have a newline or other
/// white space around it. A file that is
/// missing, unreadable or holds anything but an instant leaves the clock at the last instant
/// it read; it never fails. A file that already holds an instant when the clock is first read
/// wins over the start: the runner writes it only with the journey's current instant.
public final class ClockFileAppClock: AppClock {
    private struct State: Sendable {
        /// The last instant the file held, `nil` until it held one.
        var instant: Date?
        /// The version of the file last read; `nil` when it must be read again.
        var stamp: ClockFile.Stamp?
        /// The text last read, so that the same text is not parsed again.
        var text: String?
    }

    /// The file followed.
    public let path: String
    private let file: ClockFile
    private let start: any AppClock
    private let state = LockedState(State())

    /// Reads `start` until the file at `path` holds an instant.
    public init(path: String, start: any AppClock) {
        self.path = path
        self.file = ClockFile(path: path)
        self.start = start
    }

    /// Reads `instant` until the file at `path` holds another.
    public convenience init(path: String, startingAt instant: Date) {
        self.init(path: path, start: FixedAppClock(instant))
    }

    public func now() -> Date {
        let instant = state.withLock { state in
            follow(&state)
            return state.instant
        }
        return instant ?? start.now()
    }

    private func follow(_ state: inout State) {
        guard let stamp = file.stamp() else {
            // Gone: the last instant stands, and a file put back is read whatever its stamp.
            state.stamp = nil
            return
        }
        guard stamp != state.stamp else { return }
        guard let contents = file.read() else {
            // Unreadable: the last instant stands until the file changes again.
            state.stamp = stamp
            return
        }
        // The machine's time, not the app's: how lately the file system stamped the file.
        state.stamp = contents.stamp.isRecent(at: Date()) ? nil : contents.stamp
        guard let text = contents.text, text != state.text else { return }
        state.text = text
        if let clock = FixedAppClock(iso8601: text) {
            state.instant = clock.instant
        }
    }
}
