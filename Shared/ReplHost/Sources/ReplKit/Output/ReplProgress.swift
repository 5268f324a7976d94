import Localization
import SystemKit

/// Shows how long work is going while it runs — "Saving contacts… 3 of 25" —
/// on one line of the terminal that the next output replaces. In a script it
/// shows nothing: the command's final message is the single line a script gets.
public final class ReplProgress: Sendable {
    private let writer: LockedState<(@Sendable (String) -> Void)?>
    private let showing = LockedState(false)
    private let typing = LockedState<String?>(nil)

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

    /// Replaces the progress line with `text` (made safe for the terminal). Safe from any thread.
    public func update(_ text: String) {
        guard let write = writer.withLock({ $0 }) else { return }
        showing.withLock { $0 = true }
        write("\r\u{1B}[K" + OutsideText.terminalLine(text))
    }

    /// What draws the line being typed again (the prompt and what is typed so far): given by
    /// the line editor while it reads a line, nil when no line is being read.
    public func lineBeingTyped(_ redraw: String?) {
        typing.withLock { $0 = redraw }
    }

    /// A line said when work finishes in the background: on a terminal it takes the progress
    /// line's place and stays, and a line being typed is drawn again under it as it was; in a
    /// script nothing shows (the command gave the script its own line). Safe from any thread.
    public func announce(_ text: String) {
        guard let write = writer.withLock({ $0 }) else { return }
        showing.withLock { $0 = false }
        let redraw = typing.withLock { $0 } ?? ""
        write("\r\u{1B}[K" + OutsideText.terminalLine(text) + "\r\n" + redraw)
    }

    /// Removes the progress line, if one is showing; a line being typed is drawn again in its place.
    public func clear() {
        guard let write = writer.withLock({ $0 }),
            showing.withLock({
                let was = $0
                $0 = false
                return was
            })
        else { return }
        write("\r\u{1B}[K" + (typing.withLock { $0 } ?? ""))
    }
}
