/// The person writes feedback from the menu: it is kept in the local outbox.
public struct SendFeedbackUseCase: Sendable {
    private let outbox: any FeedbackOutboxInterface

    public init(outbox: any FeedbackOutboxInterface) {
        self.outbox = outbox
    }

    public func execute(message: String) async throws(FeedbackError) -> FeedbackReceiptDomainModel {
        try await outbox.keepFeedback(message: message)
    }
}
