import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The session's tokens in a file of their own in the data folder, readable and writable by
/// its owner only (0600, tightened if an older file was wider). A symbolic link in its place is
/// never followed. It is replaced whole (written beside it, then renamed over it), so a reader
/// never sees half a file; a file that cannot be read is no session.
public struct AccountTokenFile: Sendable {
    /// The file's name in the data folder.
    public static let fileName = "account-session.json"
    public static let permissions: mode_t = 0o600

    public let url: URL

    public init(dataFolder: URL) {
        url = dataFolder.appendingPathComponent(Self.fileName)
    }

    /// The tokens kept, or `nil` when there is no file or it cannot be read.
    public func read() -> AccountTokensDataModel? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        _ = fchmod(descriptor, Self.permissions)
        guard let data = try? handle.read(upToCount: 64 * 1024) else { return nil }
        return try? JSONDecoder().decode(AccountTokensDataModel.self, from: data)
    }

    /// Keeps `tokens`, replacing what the file held.
    public func write(_ tokens: AccountTokensDataModel) throws {
        let data = try JSONEncoder().encode(tokens)
        let temporary = url.path + ".new"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, Self.permissions)
        guard descriptor >= 0 else { throw AccountTokenFileError.notWritable }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard fchmod(descriptor, Self.permissions) == 0 else {
            unlink(temporary)
            throw AccountTokenFileError.notWritable
        }
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            unlink(temporary)
            throw AccountTokenFileError.notWritable
        }
        guard rename(temporary, url.path) == 0 else {
            unlink(temporary)
            throw AccountTokenFileError.notWritable
        }
    }

    /// Removes the file (and a half-written one beside it).
    public func delete() {
        unlink(url.path)
        unlink(url.path + ".new")
    }
}

/// Why the session's tokens could not be kept.
public enum AccountTokenFileError: Error, Equatable, Sendable {
    case notWritable
}
