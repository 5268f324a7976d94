import Analytics
import ToolsDomain

/// Send feedback: the person writes a message, which is kept in the local outbox; nothing
/// is sent anywhere.
@MainActor
public final class SendFeedbackViewModel {
    /// Where the last message was kept, once one was.
    public private(set) var lastReceipt: FeedbackReceiptDomainModel?

    private let sendFeedbackUseCase: SendFeedbackUseCase
    private let analytics: AnalyticsTracker

    public init(sendFeedbackUseCase: SendFeedbackUseCase, analytics: AnalyticsTracker = .disabled) {
        self.sendFeedbackUseCase = sendFeedbackUseCase
        self.analytics = analytics
    }

    public func screenAppeared() {
        analytics.track(ToolsDashboardAnalyticsEvent.feedbackViewed)
    }

    public func messageWritten(_ message: String) async -> Result<FeedbackReceiptDomainModel, FeedbackError> {
        do {
            let receipt = try await sendFeedbackUseCase.execute(message: message)
            lastReceipt = receipt
            analytics.track(ToolsDashboardAnalyticsEvent.feedbackSaved)
            return .success(receipt)
        } catch {
            return .failure(error)
        }
    }
}
