import Localization
import ReplKit

/// The session answers the questions a command asks from the input it reads commands from:
/// the next line typed is the answer. A question's note, if it has one, is written first.
///
/// At a terminal the question is the prompt, and a secret is typed without echo; neither is
/// kept in the history. In a script the question is written as a line, then the next line is
/// read as the answer: without `--echo` it is shown on the question's line
/// (`Email: ada@example.com`, a secret as `Password: ********`); with `--echo` it is echoed
/// as a command is (`> ada@example.com`, `> ********`), so a transcript reads in order. A
/// secret's text reaches neither the output nor a transcript observer.
extension ReplSession: ReplQuestionAnswering {
    public func answer(_ question: ReplQuestion) -> String? {
        let interactive = source.isInteractive
        if let note = question.note { output.write(note, style: .hint) }
        if !interactive && options.echoCommands { output.write(question.prompt, style: .plain) }
        let prompt = question.prompt + " "
        let input =
            (source as? AnswerLineSource)?.answerLine(prompt: prompt, isSecret: question.isSecret)
            ?? source.nextLine(prompt: prompt)
        guard case .text(let raw) = input else {
            if !interactive && !options.echoCommands { output.write(question.prompt, style: .plain) }
            return nil
        }
        let answer = question.isSecret ? raw : raw.trimmingCharacters(in: .whitespaces)
        if !interactive {
            let shown = question.isSecret ? ReplQuestion.secretMask : answer
            if options.echoCommands {
                output.write("> " + shown, style: .plain)
            } else {
                output.write(prompt + shown, style: .plain)
            }
        }
        return answer
    }
}
