import Foundation
import TestSupport
import Testing
import ToolsData
import ToolsDataDomainInterface
import ToolsDomain

@Suite("Feedback kept in the local outbox")
struct SendFeedbackUseCaseTests {
    private func useCase(folder: URL?) -> SendFeedbackUseCase {
        SendFeedbackUseCase(
            outbox: FeedbackOutbox(repository: FeedbackOutboxRepository(dataFolder: folder), now: { TestClock.referenceInstant }))
    }

    @Test("Given a message with spaces around it When it is sent Then it is kept trimmed, stamped, and its file is named")
    func kept() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "send-feedback")
        defer { try? FileManager.default.removeItem(at: folder) }

        let receipt = try await useCase(folder: folder).execute(message: "  The tract helped.  ")

        #expect(receipt.outboxPath == folder.appendingPathComponent("feedback-outbox.txt").path)
        #expect(
            try String(contentsOfFile: receipt.outboxPath, encoding: .utf8) == "--- 2026-01-15T12:00:00Z\nThe tract helped.\n")
    }

    @Test("Given only spaces When sent Then nothing is kept and it says the message is empty")
    func empty() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "send-feedback-empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: FeedbackError.emptyMessage) { try await useCase(folder: folder).execute(message: "   ") }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("feedback-outbox.txt").path))
    }

    @Test("Given a message one character over the limit When sent Then it is refused with the limit")
    func tooLong() async throws {
        let message = String(repeating: "x", count: FeedbackOutbox.messageLimit + 1)
        await #expect(throws: FeedbackError.tooLong(limit: FeedbackOutbox.messageLimit)) {
            try await useCase(folder: nil).execute(message: message)
        }
    }

    @Test("Given an app with no data folder When feedback is sent Then it says there is nowhere to keep it")
    func noFolder() async {
        await #expect(throws: FeedbackError.noDataFolder) { try await useCase(folder: nil).execute(message: "Hi") }
    }
}
