import Foundation

/// Why the database could not be opened, said so a person can act on it.
/// Opening never changes a file it refuses: nothing is overwritten or removed.
public struct DatabaseOpeningError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, in terms a message for a person can be built from.
    public enum Problem: Sendable, Equatable {
        /// The data location, or a folder above it, is a file (or other non-folder) at `path`.
        case notAFolder(path: String)
        /// Where the database file belongs there is a folder or other non-file.
        case notAFile(path: String)
        /// A symbolic link stands where the database or one of its files belongs.
        case symbolicLink(path: String)
        /// The file is not an SQLite database, or is damaged beyond reading.
        case notADatabase
        /// The database or its folder cannot be written.
        case readOnly
        /// Another process kept the database locked for longer than the app waits.
        case busy
        /// Anything else, in the system's or SQLite's words.
        case other(reason: String)
    }

    /// The database file's path.
    public let path: String
    public let problem: Problem
    /// The underlying error in technical words, for logs.
    public let reason: String

    public init(path: String, problem: Problem, reason: String) {
        self.path = path
        self.problem = problem
        self.reason = reason
    }

    public var description: String { "cannot open the database at \(path): \(reason)" }
}
