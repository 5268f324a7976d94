import ReplKit

/// A yes-or-no question, as features ask one before what cannot be undone
/// (`remove`, then `yes` or `no`): asking, answered either way, and answered
/// when nothing was asked. `ask`, `yes` and `no` try it.
@MainActor
final class ConfirmationComponent: GalleryComponent {
    let id = "confirmation"
    let nameKey = GalleryStringKey.componentConfirmationName
    let summaryKey = GalleryStringKey.componentConfirmationSummary

    /// Whether a question waits for `yes` or `no`.
    private(set) var isAsking = false

    func states(_ context: GalleryContext) -> [ComponentState] {
        let strings = context.strings
        let item = strings.text(.samplePear)
        let exchanges: [(id: String, title: GalleryStringKey, typed: String, answer: String)] = [
            ("asking", .stateAsking, "ask", strings.text(.sampleAsk, ["item": item])),
            ("yes", .stateYes, "yes", strings.text(.sampleRemoved, ["item": item])),
            ("no", .stateNo, "no", strings.text(.sampleKept, ["item": item])),
            ("not-asked", .stateNotAsked, "yes", strings.text(.sampleNotAsked)),
        ]
        return exchanges.map { exchange in
            ComponentState(
                id: exchange.id, title: strings.text(exchange.title),
                lines: [typed(exchange.typed)] + context.indented(exchange.answer))
        }
    }

    func commands(_ context: GalleryContext) -> [ReplCommand] {
        let strings = context.strings
        let item = strings.text(.samplePear)
        return [
            ReplCommand(name: "ask", summary: strings.text(.commandAskSummary)) { [unowned self] _ in
                isAsking = true
                return .message(strings.text(.sampleAsk, ["item": item]))
            },
            ReplCommand(name: "yes", summary: strings.text(.commandYesSummary)) { [unowned self] _ in
                answer(strings.text(.sampleRemoved, ["item": item]), context)
            },
            ReplCommand(name: "no", summary: strings.text(.commandNoSummary)) { [unowned self] _ in
                answer(strings.text(.sampleKept, ["item": item]), context)
            },
        ]
    }

    private func answer(_ message: String, _ context: GalleryContext) -> ReplOutcome {
        guard isAsking else { return .failure(context.strings.text(.sampleNotAsked)) }
        isAsking = false
        return .message(message)
    }
}
