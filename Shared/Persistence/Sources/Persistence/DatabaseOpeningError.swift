import Foundation

/// Why the database could not be opened, said so a person can act on it.
public struct DatabaseOpeningError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String

    public var description: String { "cannot open the database at \(path): \(reason)" }
}
