import Foundation
import ToolsData
import ToolsDomain

/// Feedback kept in the local outbox, stamped with the time it was written: a message of
/// something besides spaces, at most ``messageLimit`` characters. Nothing leaves the machine.
public struct FeedbackOutbox: FeedbackOutboxInterface {
    /// The longest message kept, in characters.
    public static let messageLimit = 2000

    private let repository: FeedbackOutboxRepository
    private let now: @Sendable () -> Date

    public init(repository: FeedbackOutboxRepository, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }

    public func keepFeedback(message: String) async throws(FeedbackError) -> FeedbackReceiptDomainModel {
        let text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .emptyMessage }
        guard text.count <= Self.messageLimit else { throw .tooLong(limit: Self.messageLimit) }
        do {
            let url = try repository.append(message: text, writtenAt: now().formatted(.iso8601))
            return FeedbackReceiptDomainModel(outboxPath: url.path)
        } catch FeedbackOutboxError.noDataFolder {
            throw .noDataFolder
        } catch {
            throw .couldNotSave
        }
    }
}
