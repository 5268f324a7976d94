/// A line source that reads the answer to a question (``ReplKit/ReplQuestion``) apart from
/// commands: an answer is never kept in the command history nor completed as a command, and a
/// secret one is typed without echo at a terminal.
@MainActor
public protocol AnswerLineSource: LineSource {
    /// Blocks until the answer is read. `prompt` is shown when interactive.
    func answerLine(prompt: String, isSecret: Bool) -> InputLine
}

extension ByteLineReader: AnswerLineSource {
    /// A script's next line is the answer, whatever it is: nothing is shown while reading it.
    public func answerLine(prompt: String, isSecret: Bool) -> InputLine {
        nextLine(prompt: prompt)
    }
}
