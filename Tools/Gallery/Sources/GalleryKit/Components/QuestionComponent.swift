import ReplKit

/// A question a command asks before it goes on (an account's `sign in` asks for an email
/// address, then a password), answered on the next line: as a script shows an answer, a secret
/// one as `********`, the same with `--echo` (a transcript, indented), and a question left
/// unanswered. `email` and `password` ask one for real.
@MainActor
final class QuestionComponent: GalleryComponent {
    let id = "question"
    let nameKey = GalleryStringKey.componentQuestionName
    let summaryKey = GalleryStringKey.componentQuestionSummary

    /// The address the samples answer with: typed as it is in every language.
    static let sampleEmail = "ana@example.com"

    func states(_ context: GalleryContext) -> [ComponentState] {
        let strings = context.strings
        let email = strings.text(.sampleQuestionEmail)
        let password = strings.text(.sampleQuestionPassword)
        let mask = ReplQuestion.secretMask
        return [
            ComponentState(
                id: "text", title: strings.text(.stateTextAnswer),
                lines: [typed("email"), "\(email) \(Self.sampleEmail)"]
                    + context.indented(strings.text(.sampleAnswered, ["answer": Self.sampleEmail]))),
            ComponentState(
                id: "secret", title: strings.text(.stateSecretAnswer),
                lines: [typed("password"), "\(password) \(mask)"] + context.indented(strings.text(.sampleSecretAnswered))),
            ComponentState(
                id: "echoed", title: strings.text(.stateEchoedSecret),
                lines: ["  > password", "  " + password, "  > \(mask)"] + context.indented(strings.text(.sampleSecretAnswered))),
            ComponentState(
                id: "unanswered", title: strings.text(.stateUnanswered),
                lines: [typed("password"), password] + context.indented(strings.text(.sampleUnanswered))),
        ]
    }

    func commands(_ context: GalleryContext) -> [ReplCommand] {
        let strings = context.strings
        return [
            ReplCommand(name: "email", summary: strings.text(.commandAskEmailSummary)) { _ in
                guard let answer = context.questions.ask(.text(strings.text(.sampleQuestionEmail))) else {
                    return .failure(strings.text(.sampleUnanswered))
                }
                return .message(strings.text(.sampleAnswered, ["answer": answer]))
            },
            ReplCommand(name: "password", summary: strings.text(.commandAskPasswordSummary)) { _ in
                guard context.questions.ask(.secret(strings.text(.sampleQuestionPassword))) != nil else {
                    return .failure(strings.text(.sampleUnanswered))
                }
                return .message(strings.text(.sampleSecretAnswered))
            },
        ]
    }
}
