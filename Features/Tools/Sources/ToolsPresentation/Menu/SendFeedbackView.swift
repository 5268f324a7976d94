import Localization
import ReplKit
import ToolsDomain

/// Text view of Send feedback: asks for the message, and `write <message>` keeps it in the
/// local outbox, saying where.
@MainActor
public final class SendFeedbackView: ReplScreen {
    public let viewModel: SendFeedbackViewModel
    private let strings: Localizer<ToolsDashboardStringKey>

    public init(viewModel: SendFeedbackViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsDashboardStrings.localizer(currentAppLanguage)
    }

    public let routeName = "feedback"
    public var title: String { strings.text(.feedbackTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "write", usage: strings.text(.commandWriteUsage), summary: strings.text(.commandWriteSummary),
                arguments: .text
            ) { [unowned self] words in
                switch await viewModel.messageWritten(words.joined(separator: " ")) {
                case .success(let receipt): return .message(strings.text(.feedbackSaved, ["path": receipt.outboxPath]))
                case .failure(let failure): return .failure(message(failure))
                }
            }
        ]
    }

    public func appear() async {
        viewModel.screenAppeared()
    }

    public func render() -> [String] {
        ["  " + strings.text(.feedbackPrompt)]
    }

    private func message(_ failure: FeedbackError) -> String {
        switch failure {
        case .emptyMessage: strings.text(.feedbackEmpty)
        case .tooLong(let limit): strings.text(.feedbackTooLong, ["limit": String(limit)])
        case .noDataFolder: strings.text(.feedbackNoDataFolder)
        case .couldNotSave: strings.text(.feedbackCouldNotSave)
        }
    }
}
