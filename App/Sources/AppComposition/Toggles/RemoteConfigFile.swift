import Foundation
import SystemKit

/// The remote config last fetched from the backend (`GET /config`), kept in the data folder as
/// `remote-config.json` (0600) with when it was fetched, and used from the launch after it
/// was fetched, offline too — as the seeds' Firebase remote config is activated on the next start.
struct RemoteConfigFile: Sendable, Equatable {
    static let fileName = "remote-config.json"

    /// The toggles it sets, by name.
    var toggles: [String: Bool]
    /// When it was fetched: its age on the debug screen.
    var fetchedAt: Date

    private struct Stored: Codable {
        let fetchedAt: Date
        let toggles: [String: Bool]
    }

    /// The file in `folder`, when there is one that reads; nil otherwise (a broken one is as none).
    static func read(in folder: URL) -> RemoteConfigFile? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let stored = try? decoder.decode(Stored.self, from: data) else { return nil }
        return RemoteConfigFile(toggles: stored.toggles, fetchedAt: stored.fetchedAt)
    }

    /// Writes the file into `folder` whole (a new file renamed into place), readable by its owner only.
    func write(in folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Stored(fetchedAt: fetchedAt, toggles: toggles))
        let target = folder.appendingPathComponent(Self.fileName)
        let scratch = folder.appendingPathComponent(".\(Self.fileName).\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: scratch.path, contents: data, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown) }
        if rename(scratch.path, target.path) != 0 {
            try? FileManager.default.removeItem(at: scratch)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
