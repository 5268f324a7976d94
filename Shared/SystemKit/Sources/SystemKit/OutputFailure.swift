#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why output could not be written.
public enum OutputFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reader went away: a pipe whose other end is closed (`EPIPE`).
    case readerClosed
    /// No room left: a full disk, `/dev/full`, a quota (`ENOSPC`, `EDQUOT`, `EFBIG`).
    case noSpace
    /// The descriptor is not open for writing (`EBADF`).
    case notOpen
    /// Any other error, by its `errno`.
    case failed(errno: Int32)

    /// The failure an `errno` from `write(2)` stands for.
    public init(errno code: Int32) {
        switch code {
        case EPIPE: self = .readerClosed
        case ENOSPC, EDQUOT, EFBIG: self = .noSpace
        case EBADF: self = .notOpen
        default: self = .failed(errno: code)
        }
    }

    /// The system's own words for it: "No space left on device".
    public var description: String {
        switch self {
        case .readerClosed: Self.systemText(EPIPE)
        case .noSpace: Self.systemText(ENOSPC)
        case .notOpen: Self.systemText(EBADF)
        case .failed(let code): Self.systemText(code)
        }
    }

    private static func systemText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
