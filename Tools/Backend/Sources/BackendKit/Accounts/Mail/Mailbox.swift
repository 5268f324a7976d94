import Foundation

/// The mail the backend would have sent (password reset codes), kept for tests and journeys to
/// read at `/_backend/mailbox`: the latest 1,000 messages, oldest first.
public final class Mailbox: Sendable {
    /// One message, with the code it carries written apart so a reader need not pick it out.
    public struct Message: Sendable, Equatable {
        public let to: String
        public let subject: String
        public let body: String
        public let code: String
        public let sentAt: Date
    }

    public static let capacity = 1_000

    private let log = BoundedLog<Message>(capacity: Mailbox.capacity)

    public init() {}

    func send(_ message: Message) {
        log.append(message)
    }

    /// The messages to `address` (compared without case, trimmed), or every message when nil; oldest first.
    public func messages(to address: String?) -> [Message] {
        guard let address else { return log.all }
        let key = EmailAddress.key(of: address)
        return log.all.filter { EmailAddress.key(of: $0.to) == key }
    }
}
