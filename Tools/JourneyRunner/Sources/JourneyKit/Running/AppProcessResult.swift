/// How a process run ended and what it printed.
public struct AppProcessResult: Sendable, Equatable {
    public enum Termination: Sendable, Equatable {
        case exited(status: Int32)
        case signalled(signal: Int32)
    }

    public let standardOutput: String
    public let standardError: String
    public let termination: Termination
    /// Whether the run hit its time limit and the process was stopped.
    public let timedOut: Bool
    /// The time limit the run had.
    public let timeout: Duration

    public init(standardOutput: String, standardError: String, termination: Termination, timedOut: Bool, timeout: Duration) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.termination = termination
        self.timedOut = timedOut
        self.timeout = timeout
    }

    /// Exit status, or 128 + signal number for a process killed by a signal (as shells report it).
    public var exitStatus: Int32 {
        switch termination {
        case .exited(let status): status
        case .signalled(let signal): 128 + signal
        }
    }

    /// Exited by itself with status 0.
    public var succeeded: Bool { !timedOut && termination == .exited(status: 0) }

    /// How the run ended, in words: "exited with status 3".
    public var summary: String {
        if timedOut {
            return "did not finish within \(timeout.secondsText) and was stopped"
        }
        switch termination {
        case .exited(let status): return "exited with status \(status)"
        case .signalled(let signal): return "was killed by signal \(signal)"
        }
    }
}

/// A process that could not be started.
public enum AppProcessError: Error, Equatable, CustomStringConvertible {
    case executableNotFound(path: String)
    case launchFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .executableNotFound(let path):
            "no executable at \(path)"
        case .launchFailed(let path, let reason):
            "cannot start \(path): \(reason)"
        }
    }
}

extension Duration {
    /// "60 s", "0.5 s".
    var secondsText: String {
        let (seconds, attoseconds) = components
        if attoseconds == 0 {
            return "\(seconds) s"
        }
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return "\(value) s"
    }
}
