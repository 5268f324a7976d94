import ReplKit

/// Answers a screen's questions from a list, as a person typing them would, and remembers what
/// was asked; with the list used up, questions go unanswered (the end of a script).
@MainActor
final class ScriptedAnswers: ReplQuestionAnswering {
    private var answers: [String]
    private(set) var asked: [ReplQuestion] = []

    init(_ answers: [String]) {
        self.answers = answers
    }

    func answer(_ question: ReplQuestion) -> String? {
        asked.append(question)
        return answers.isEmpty ? nil : answers.removeFirst()
    }

    func add(_ more: [String]) {
        answers += more
    }
}
