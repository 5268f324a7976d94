/// What answers a screen's questions: the session, from the input it reads commands from.
@MainActor
public protocol ReplQuestionAnswering: AnyObject {
    /// The line the person typed for `question`, or `nil` when they gave none: Ctrl-C, the end
    /// of the input, or a line that could not be read.
    func answer(_ question: ReplQuestion) -> String?
}
