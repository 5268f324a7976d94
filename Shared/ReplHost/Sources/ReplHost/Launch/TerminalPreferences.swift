/// What the environment says about the terminal a session runs on.
public struct TerminalPreferences: Sendable, Equatable {
    /// Whether output may be coloured: not when `NO_COLOR` is set to anything
    /// but the empty string (https://no-color.org), nor on a dumb terminal.
    public let usesColour: Bool
    /// `TERM=dumb`: a terminal that cannot move the cursor or clear a line, so
    /// lines are read plainly, with no redrawing and no progress line.
    public let isDumb: Bool

    public init(environment: [String: String]) {
        isDumb = environment["TERM"] == "dumb"
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        usesColour = !noColour && !isDumb
    }
}
