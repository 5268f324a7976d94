/// What one read from the person's input gave.
public enum InputLine: Sendable, Equatable {
    /// A line of text, without its line break.
    case text(String)
    /// A line whose bytes are not UTF-8; `shown` has them replaced for echoing.
    case invalidEncoding(shown: String)
    /// A line longer than the reader accepts; its bytes were dropped.
    case tooLong(limit: Int)
    /// Ctrl-C at the prompt: nothing to run, ask again.
    case interrupted
    /// End of input.
    case end
}

/// Where command lines come from: a terminal with editing, a pipe, or a script file.
@MainActor
public protocol LineSource: AnyObject {
    /// Whether the person types at a terminal (prompt, colour, editing).
    var isInteractive: Bool { get }
    /// Blocks until the next line is read. `prompt` is shown when interactive.
    func nextLine(prompt: String) -> InputLine
}
