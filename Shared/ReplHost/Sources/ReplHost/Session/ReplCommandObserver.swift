import ReplKit

/// Told of every command line a session ran, as the session understood it: which screen was
/// on top and which command the first word named. What `--coverage-log` writes.
@MainActor
public protocol ReplCommandObserver: AnyObject {
    /// `command` is the name of the command the first word resolved to (`prev` for `previous`)
    /// among the host's, `screen`'s and the navigator's, or `nil` when none answers to it. Told
    /// before the command runs, whether or not its arguments fit. Lines that are not read as
    /// words (an unterminated quote, control characters, too long) are not told.
    func session(resolved command: String?, typedOn screen: any ReplScreen)
}
