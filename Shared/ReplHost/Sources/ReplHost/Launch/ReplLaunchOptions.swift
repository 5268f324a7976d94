import Foundation

/// How to run a session: from a terminal, a pipe or a script file.
public struct ReplLaunchOptions: Sendable, Equatable {
    /// A script to read commands from; `-` or `nil` with piped input reads standard input.
    public var scriptPath: String?
    public var strict: Bool
    public var echoCommands: Bool
    /// Where a terminal session keeps its command history, if anywhere.
    public var historyFileURL: URL?

    public init(scriptPath: String? = nil, strict: Bool = false, echoCommands: Bool = false, historyFileURL: URL? = nil) {
        self.scriptPath = scriptPath
        self.strict = strict
        self.echoCommands = echoCommands
        self.historyFileURL = historyFileURL
    }
}
