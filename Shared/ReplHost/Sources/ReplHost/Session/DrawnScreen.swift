import Observation
import ReplKit

/// The screen as last drawn, kept current by observation: while a screen renders, the
/// session tracks what `render()` reads of its ViewModel's observable state. When that
/// state changes during a command that did not ask for the screen (a message, a failure,
/// nothing), the screen is stale and is drawn again — but only when its text really
/// differs, so a value set to what it was prints nothing twice.
@MainActor
final class DrawnScreen {
    private var drawn: ObjectIdentifier?
    private var lines: [String] = []
    private var changed = ChangeFlag()

    /// Renders `screen` (title, then content) and starts watching what it read.
    func draw(_ screen: any ReplScreen) -> [String] {
        let flag = ChangeFlag()
        let rendered = withObservationTracking {
            [screen.title] + screen.render()
        } onChange: {
            flag.raise()
        }
        drawn = ObjectIdentifier(screen)
        lines = rendered
        changed = flag
        return rendered
    }

    /// The screen's lines again when it is the one on display, state it drew has changed
    /// since, and its text differs from what is shown; `nil` when what is shown still holds.
    func redrawnIfStale(_ screen: any ReplScreen) -> [String]? {
        guard drawn == ObjectIdentifier(screen), changed.isRaised else { return nil }
        let shown = lines
        let current = draw(screen)
        return current == shown ? nil : current
    }
}
