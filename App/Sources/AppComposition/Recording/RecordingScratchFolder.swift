import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary folder one recording works in — the session's fresh data folder and the
/// replay's folder — named for the recording process (`app-record-PID-UUID`) and removed when
/// the recording ends. A recording ended by a signal cannot remove it; the next recording
/// removes every such folder whose process is gone.
struct RecordingScratchFolder {
    static let prefix = "app-record-"

    let url: URL

    /// A new folder under `parent` (the system's temporary folder), after removing the folders
    /// recordings that ended without cleaning up left there.
    static func create(in parent: URL = FileManager.default.temporaryDirectory) throws -> RecordingScratchFolder {
        removeLeftovers(in: parent)
        let url = parent.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return RecordingScratchFolder(url: url)
    }

    /// The session's own data folder, when it runs on a fresh one.
    var sessionDataFolder: URL { url.appendingPathComponent("session", isDirectory: true) }
    /// The folder the replay runs in.
    var replayFolder: URL { url.appendingPathComponent("replay", isDirectory: true) }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Removes the scratch folders in `parent` whose recording process no longer runs.
    static func removeLeftovers(in parent: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names {
            guard let owner = owner(ofFolderNamed: name), !isRunning(owner) else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// The process a folder named `app-record-PID-UUID` belongs to; nil for any other name.
    static func owner(ofFolderNamed name: String) -> pid_t? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil
        else { return nil }
        return pid_t(rest[..<dash]).flatMap { $0 > 0 ? $0 : nil }
    }

    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno != ESRCH
    }
}
