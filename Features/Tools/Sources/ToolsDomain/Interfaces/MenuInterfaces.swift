/// What the menu's About screen tells.
public protocol AboutAppInterface: Sendable {
    func getAboutApp() -> AboutAppDomainModel
}

/// Where the person's feedback is kept: a local outbox; nothing is sent.
public protocol FeedbackOutboxInterface: Sendable {
    func keepFeedback(message: String) async throws(FeedbackError) -> FeedbackReceiptDomainModel
}
