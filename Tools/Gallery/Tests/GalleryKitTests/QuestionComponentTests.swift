import GalleryKit
import Localization
import ReplKit
import Testing

/// Answers the gallery's questions from a list, remembering what was asked.
@MainActor
private final class TypedAnswers: ReplQuestionAnswering {
    var answers: [String]
    private(set) var asked: [ReplQuestion] = []

    init(_ answers: [String]) {
        self.answers = answers
    }

    func answer(_ question: ReplQuestion) -> String? {
        asked.append(question)
        return answers.isEmpty ? nil : answers.removeFirst()
    }
}

@MainActor
@Suite("Given the question component")
struct QuestionComponentTests {
    private func navigator(answering answers: TypedAnswers) -> GalleryNavigator {
        GalleryNavigator(
            settings: GallerySettings(
                currentLanguage: CurrentAppLanguage(SupportedAppLanguages.english), columns: 80,
                questions: ReplQuestions(answering: answers)))
    }

    @Test("When it is drawn Then a text answer shows as typed and a secret one only as ********, echoed or not")
    func states() async {
        let navigator = makeNavigator()
        _ = await navigator.run("open", ["question"])

        let lines = navigator.screens.last?.render() ?? []

        #expect(lines.contains("Email: ana@example.com"))
        #expect(lines.contains("Password: ********"))
        #expect(lines.contains("  > ********"))
        #expect(lines.contains("  No answer came: nothing was changed."))
    }

    @Test("When password is typed and answered Then the answer is asked as a secret and shown nowhere")
    func secret() async {
        let answers = TypedAnswers(["hunter2"])
        let navigator = navigator(answering: answers)
        _ = await navigator.run("open", ["question"])

        let outcome = await navigator.run("password")

        #expect(outcome == .message("A secret was typed; it is shown nowhere."))
        #expect(answers.asked == [.secret("Password:")])
        let shown = (navigator.screens.last?.render() ?? []).joined()
        #expect(!shown.contains("hunter2"))
    }

    @Test("When email is typed and left unanswered Then it says nothing was changed")
    func unanswered() async {
        let navigator = navigator(answering: TypedAnswers([]))
        _ = await navigator.run("open", ["question"])

        #expect(await navigator.run("email") == .failure("No answer came: nothing was changed."))
    }
}
