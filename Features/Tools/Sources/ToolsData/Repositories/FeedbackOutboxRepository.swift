import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The person's feedback, kept in a file of the app's data folder that only they can read
/// (0600): one message after another, each with when it was written. Nothing is sent anywhere.
public struct FeedbackOutboxRepository: Sendable {
    /// The outbox file's name in the data folder.
    public static let fileName = "feedback-outbox.txt"

    /// The outbox file, or `nil` when the app keeps no data folder (`--in-memory`).
    public let fileURL: URL?

    /// `dataFolder` is the folder that holds the app's database; `nil` for none.
    public init(dataFolder: URL?) {
        fileURL = dataFolder?.appendingPathComponent(Self.fileName)
    }

    /// Appends `message`, written at `writtenAt` (ISO 8601), to the outbox, creating it readable
    /// and writable by its owner only (and making it so again if it was not). A symbolic link in
    /// its place is refused, as the data folder refuses them. Throws when there is no data folder
    /// or the file cannot be written.
    public func append(message: String, writtenAt: String) throws -> URL {
        guard let fileURL else { throw FeedbackOutboxError.noDataFolder }
        let descriptor = open(fileURL.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw FeedbackOutboxError.notWritable }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard fchmod(descriptor, 0o600) == 0 else { throw FeedbackOutboxError.notWritable }
        try handle.write(contentsOf: Data("--- \(writtenAt)\n\(message)\n".utf8))
        return fileURL
    }
}

/// Why feedback could not be kept.
public enum FeedbackOutboxError: Error, Equatable, Sendable {
    /// The app runs without a data folder.
    case noDataFolder
    /// The outbox file could not be opened or written (a symbolic link in its place, a read-only folder).
    case notWritable
}
