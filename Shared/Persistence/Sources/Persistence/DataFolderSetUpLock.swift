import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Held by one process at a time while it opens the database and migrates it,
/// so that two processes starting on a new data folder take turns: the second
/// waits, then finds the journal mode set and the migrations applied.
///
/// It is an advisory `flock` on the data folder itself: no lock file is left
/// behind, and the lock goes with the process if it dies.
final class DataFolderSetUpLock {
    /// How long a process waits for another to finish setting up.
    static let longestWait: Duration = .seconds(60)
    /// Between two tries, in microseconds.
    private static let pauseMicroseconds: useconds_t = 20_000

    private var descriptor: Int32

    /// Waits for the lock on `folder`. Throws `busy` when another process holds it
    /// past ``longestWait``. A file system without `flock` gets no lock.
    init(folder: DataFolder) throws(DatabaseOpeningError) {
        descriptor = open(folder.folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.longestWait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                return  // no flock here: go on without it
            }
            guard clock.now < deadline else {
                close(descriptor)
                descriptor = -1
                throw folder.failure(.busy, reason: "another process is setting up the database")
            }
            usleep(Self.pauseMicroseconds)
        }
    }

    /// Lets the next process in.
    func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
