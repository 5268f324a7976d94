import Localization
import SystemKit

/// Shows how long work is going while it runs — "Saving contacts… 3 of 25" —
/// on one line of the terminal that the next output replaces. In a script it
/// shows nothing: the command's final message is the single line a script gets.
///
/// While the person types at the prompt, the line is theirs: an update waits (is not
/// drawn) as long as the line being typed holds text, and a key pressed while the
/// progress line shows takes the line back (``takeLineBack()``); an empty prompt
/// shows progress, and the last words of background work still go above the line.
public final class ReplProgress: Sendable {
    private struct Line {
        /// The progress line is what the terminal's current line shows.
        var isShowing = false
        /// What draws the line being typed again (the prompt and what is typed so far).
        var typedLine: String?
        /// The line being typed holds text, so updates wait.
        var holdsTypedText = false
    }

    private let writer: LockedState<(@Sendable (String) -> Void)?>
    private let line = LockedState(Line())

    /// A progress line that shows nothing until ``attachToTerminal()`` is called.
    public init() {
        writer = LockedState(nil)
    }

    /// A progress line that hands each update to `write` (for tests).
    public init(write: @escaping @Sendable (String) -> Void) {
        writer = LockedState(write)
    }

    /// Shows updates on standard output, for an interactive session.
    public func attachToTerminal() {
        writer.withLock {
            $0 = { text in DescriptorWriter.standardOutput.write(text) }
        }
    }

    /// Whether updates show on the terminal: the session is interactive.
    public var isAttachedToTerminal: Bool {
        writer.withLock { $0 != nil }
    }

    /// Replaces the progress line with `text` (made safe for the terminal), unless the line
    /// being typed holds text: then the update waits for the next. Safe from any thread.
    public func update(_ text: String) {
        guard let write = writer.withLock({ $0 }) else { return }
        let shows = line.withLock { line in
            guard line.typedLine == nil || !line.holdsTypedText else { return false }
            line.isShowing = true
            return true
        }
        if shows {
            write("\r\u{1B}[K" + OutsideText.terminalLine(text))
        }
    }

    /// What draws the line being typed again (the prompt and what is typed so far), and
    /// whether it holds typed text: given by the line editor while it reads a line, nil when
    /// no line is being read.
    public func lineBeingTyped(_ redraw: String?, holdsText: Bool = false) {
        line.withLock {
            $0.typedLine = redraw
            $0.holdsTypedText = redraw != nil && holdsText
        }
    }

    /// Called by the line editor when a key comes while a line is being read: updates wait
    /// until the editor says again what the line holds, and the answer is whether the progress
    /// line was showing, so that the editor draws the line being typed again before the key.
    public func takeLineBack() -> Bool {
        line.withLock { line in
            line.holdsTypedText = true
            let wasShowing = line.isShowing
            line.isShowing = false
            return wasShowing
        }
    }

    /// A line said when work finishes in the background: on a terminal it takes the progress
    /// line's place and stays, and a line being typed is drawn again under it as it was; in a
    /// script nothing shows (the command gave the script its own line). Safe from any thread.
    public func announce(_ text: String) {
        guard let write = writer.withLock({ $0 }) else { return }
        let redraw = line.withLock { line in
            line.isShowing = false
            return line.typedLine ?? ""
        }
        write("\r\u{1B}[K" + OutsideText.terminalLine(text) + "\r\n" + redraw)
    }

    /// Removes the progress line, if one is showing; a line being typed is drawn again in its place.
    public func clear() {
        guard let write = writer.withLock({ $0 }) else { return }
        let redraw: String? = line.withLock { line in
            guard line.isShowing else { return nil }
            line.isShowing = false
            return line.typedLine ?? ""
        }
        if let redraw {
            write("\r\u{1B}[K" + redraw)
        }
    }
}
