import Foundation

/// Where log records go. Never standard output: that belongs to the REPL.
public enum LogDestination: Sendable, Equatable {
    case standardError
    case file(path: String)
}
