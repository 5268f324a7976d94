import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder that holds the database, made ready before SQLite sees it.
///
/// The person's own data lives here, so the folder is created for its owner
/// only (0700) and the database and its `-wal`, `-shm` and `-journal` files are
/// the owner's alone (0600; files an older version left wider are tightened,
/// never widened). A symbolic link where one of those files belongs is
/// refused, so nothing is ever read from or written to where it points.
struct DataFolder {
    static let databaseFileName = "app.sqlite"
    /// The files SQLite keeps beside the database.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]
    static let folderPermissions: mode_t = 0o700
    static let filePermissions: mode_t = 0o600

    let folder: URL

    var databaseFile: URL { folder.appendingPathComponent(Self.databaseFileName) }

    /// Creates the folder when missing, checks what stands in it, and creates the
    /// database file (empty, 0600) when missing. Throws what is in the way.
    func prepare() throws(DatabaseOpeningError) {
        try createFolder()
        for suffix in Self.companionSuffixes {
            let path = databaseFile.path + suffix
            switch Self.kind(at: path) {
            case .missing: continue
            case .symbolicLink: throw failure(.symbolicLink(path: path))
            case .file: Self.tighten(path)
            case .other: throw failure(.notAFile(path: path))
            }
        }
        switch Self.kind(at: databaseFile.path) {
        case .missing: try createDatabaseFile()
        case .symbolicLink: throw failure(.symbolicLink(path: databaseFile.path))
        case .file: Self.tighten(databaseFile.path)
        case .other: throw failure(.notAFile(path: databaseFile.path))
        }
    }

    func failure(_ problem: DatabaseOpeningError.Problem, reason: String? = nil) -> DatabaseOpeningError {
        DatabaseOpeningError(path: databaseFile.path, problem: problem, reason: reason ?? "\(problem)")
    }

    // MARK: - The folder

    private func createFolder() throws(DatabaseOpeningError) {
        var missing: [String] = []
        var path = folder.standardizedFileURL.path
        while !Self.isFolder(path) {
            // Another process may create it between the two looks: only a path
            // that exists and is still no folder is in the way.
            if Self.exists(path) && !Self.isFolder(path) { throw failure(.notAFolder(path: path)) }
            missing.append(path)
            let parent = (path as NSString).deletingLastPathComponent
            guard parent != path, !parent.isEmpty else { break }
            path = parent
        }
        for path in missing.reversed() where mkdir(path, Self.folderPermissions) != 0 {
            let code = errno
            if code == EEXIST && Self.isFolder(path) { continue }
            throw failure(
                DatabaseOpeningError.Problem(errno: code, path: path), reason: "\(path): \(String(cString: strerror(code)))")
        }
    }

    private func createDatabaseFile() throws(DatabaseOpeningError) {
        let path = databaseFile.path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, Self.filePermissions)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let code = errno
        switch code {
        case EEXIST where Self.kind(at: path) == .file:
            return  // another process created it first
        case EEXIST, ELOOP:
            throw failure(Self.kind(at: path) == .symbolicLink ? .symbolicLink(path: path) : .notAFile(path: path))
        default:
            throw failure(DatabaseOpeningError.Problem(errno: code, path: folder.path), reason: String(cString: strerror(code)))
        }
    }

    // MARK: - What stands at a path

    enum Kind: Equatable {
        case missing, file, symbolicLink, other
    }

    static func kind(at path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Whether `path` is a folder, a symbolic link to one included.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Drops the group and other permission bits of a file, keeping the owner's.
    private static func tighten(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o077 != 0 else { return }
        _ = chmod(path, status.st_mode & 0o700)
    }
}
