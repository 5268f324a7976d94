import SystemKit

/// How a session behaves beyond reading and answering commands.
public struct ReplSessionOptions: Sendable, Equatable {
    /// Stop at the first failing command with a non-zero status.
    public var strict: Bool
    /// Print each command as `> command` before its output: the journey transcript format.
    public var echoCommands: Bool

    public init(strict: Bool = false, echoCommands: Bool = false) {
        self.strict = strict
        self.echoCommands = echoCommands
    }
}

/// How a session ended.
public enum ReplSessionEnd: Sendable, Equatable {
    /// End of input, `quit` or `exit`.
    case finished
    /// Under `--strict`, the command on `line` failed with `message`.
    case failed(line: Int, message: String)
    /// Standard output stopped taking lines: its reader went away or the disk is full.
    case outputFailed(OutputFailure)
}
