import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension DatabaseOpeningError.Problem {
    /// The problem an error from SQLite stands for. `folder` is the data folder,
    /// checked for writing when SQLite only says it cannot open the file.
    public init(_ error: DatabaseError, folder: String) {
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            self = .notADatabase
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
            self = .readOnly
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self = .busy
        case .SQLITE_CANTOPEN where access(folder, W_OK) != 0:
            self = .readOnly
        default:
            self = .other(reason: "\(error)")
        }
    }

    /// The problem an `errno` from creating or checking the data folder stands for.
    init(errno code: Int32, path: String) {
        switch code {
        case EACCES, EROFS, EPERM:
            self = .readOnly
        case ENOTDIR, EEXIST:
            self = .notAFolder(path: path)
        default:
            self = .other(reason: String(cString: strerror(code)))
        }
    }
}
