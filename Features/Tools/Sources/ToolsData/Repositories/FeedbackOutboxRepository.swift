import Foundation

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
    /// and writable by its owner only. Throws when there is no data folder or the file cannot be written.
    public func append(message: String, writtenAt: String) throws -> URL {
        guard let fileURL else { throw FeedbackOutboxError.noDataFolder }
        let entry = "--- \(writtenAt)\n\(message)\n"
        let manager = FileManager.default
        if !manager.fileExists(atPath: fileURL.path) {
            guard manager.createFile(atPath: fileURL.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw FeedbackOutboxError.notWritable
            }
        }
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: fileURL.path)
        let handle = try FileHandle(forWritingTo: fileURL)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(entry.utf8))
        return fileURL
    }
}

/// Why feedback could not be kept.
public enum FeedbackOutboxError: Error, Equatable, Sendable {
    /// The app runs without a data folder.
    case noDataFolder
    /// The outbox file could not be created.
    case notWritable
}
