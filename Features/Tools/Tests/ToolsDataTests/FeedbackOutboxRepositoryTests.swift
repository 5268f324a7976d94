import Foundation
import TestSupport
import Testing
import ToolsData

@Suite("The feedback outbox file")
struct FeedbackOutboxRepositoryTests {
    @Test("Given two messages When they are kept Then the outbox holds both in order, readable by its owner only")
    func appendsPrivately() throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "feedback")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = FeedbackOutboxRepository(dataFolder: folder)

        let url = try repository.append(message: "First", writtenAt: "2026-01-15T12:00:00Z")
        _ = try repository.append(message: "Second\nline", writtenAt: "2026-01-15T12:05:00Z")

        #expect(url == folder.appendingPathComponent("feedback-outbox.txt"))
        #expect(
            try String(contentsOf: url, encoding: .utf8)
                == "--- 2026-01-15T12:00:00Z\nFirst\n--- 2026-01-15T12:05:00Z\nSecond\nline\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test("Given an outbox made readable by others When a message is kept Then it is owner-only again")
    func tightensPermissions() throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "feedback-open")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = FeedbackOutboxRepository(dataFolder: folder)
        let url = try repository.append(message: "First", writtenAt: "t")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)

        _ = try repository.append(message: "Second", writtenAt: "t")

        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == 0o600)
    }

    @Test(
        "Given a symbolic link where the outbox goes When a message is kept Then it is refused and the link's target is untouched"
    )
    func refusesSymbolicLink() throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "feedback-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("elsewhere.txt")
        try Data("kept\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("feedback-outbox.txt"), withDestinationURL: target)

        #expect(throws: FeedbackOutboxError.notWritable) {
            try FeedbackOutboxRepository(dataFolder: folder).append(message: "Hi", writtenAt: "t")
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept\n")
    }

    @Test("Given no data folder When a message is kept Then it says there is none")
    func noFolder() {
        #expect(throws: FeedbackOutboxError.noDataFolder) {
            try FeedbackOutboxRepository(dataFolder: nil).append(message: "Hi", writtenAt: "t")
        }
    }
}
