/// What a command did, so the host knows what to print.
public enum ReplOutcome: Sendable, Equatable {
    /// The screen changed: render it.
    case render
    /// Tell the person something; the screen is unchanged.
    case message(String)
    /// A message, then the screen rendered again.
    case messageThenRender(String)
    /// The command could not be done: say why (a failure under `--strict`).
    case failure(String)
    /// Nothing to print.
    case silent
}
