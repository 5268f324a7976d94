import Foundation
import Testing

@testable import AppComposition

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Recording: temporary folders")
struct RecordingScratchFolderTests {
    @Test("Given folder names When their owner is read Then only app-record-PID-UUID names one")
    func owners() {
        let uuid = UUID().uuidString
        #expect(RecordingScratchFolder.owner(ofFolderNamed: "app-record-42-\(uuid)") == 42)
        #expect(RecordingScratchFolder.owner(ofFolderNamed: "app-record-x-\(uuid)") == nil)
        #expect(RecordingScratchFolder.owner(ofFolderNamed: "app-record-42-notauuid") == nil)
        #expect(RecordingScratchFolder.owner(ofFolderNamed: "journey-\(uuid)") == nil)
        #expect(RecordingScratchFolder.owner(ofFolderNamed: "app-record-0-\(uuid)") == nil)
    }

    @Test(
        "Given a folder left by a recording whose process is gone and one of a running recording When a recording starts Then only the first is removed"
    )
    func removesLeftovers() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let gone = parent.appendingPathComponent("app-record-\(Int32.max)-\(UUID().uuidString)")
        let running = parent.appendingPathComponent("app-record-\(getpid())-\(UUID().uuidString)")
        let other = parent.appendingPathComponent("something-else")
        for folder in [gone, running, other] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        let scratch = try RecordingScratchFolder.create(in: parent)
        defer { scratch.remove() }

        #expect(!FileManager.default.fileExists(atPath: gone.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
        #expect(FileManager.default.fileExists(atPath: scratch.url.path))
    }

    @Test(
        "Given --data-dir naming a folder with data, an empty one, --in-memory or neither When the session's folder is chosen Then only the first warns, and neither runs fresh"
    )
    func dataFolder() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let used = parent.appendingPathComponent("used")
        try FileManager.default.createDirectory(at: used, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: used.appendingPathComponent("app.sqlite"))
        let fresh = parent.appendingPathComponent("fresh")

        let onUsed = RecordingDataFolder.choose(dataDir: used.path, inMemory: false, fresh: fresh)
        #expect(onUsed.warning?.contains("already holds data") == true)
        #expect(onUsed.dataDir(given: used.path) == used.path)
        let onNew = RecordingDataFolder.choose(dataDir: parent.appendingPathComponent("new").path, inMemory: false, fresh: fresh)
        #expect(onNew.warning == nil)
        #expect(RecordingDataFolder.choose(dataDir: nil, inMemory: true, fresh: fresh).dataDir(given: nil) == nil)
        #expect(RecordingDataFolder.choose(dataDir: nil, inMemory: false, fresh: fresh).dataDir(given: nil) == fresh.path)
    }
}
