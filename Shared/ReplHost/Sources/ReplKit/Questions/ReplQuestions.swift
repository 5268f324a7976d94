/// Where a screen asks the person a question in the middle of a command (`sign in` asks for
/// an email address, then a password). The host hands one to every feature and attaches the
/// session to it once the session exists; until then, or in a host with no session, every
/// question goes unanswered and the command says it was cancelled.
@MainActor
public final class ReplQuestions {
    private weak var answering: (any ReplQuestionAnswering)?
    /// An answerer this object keeps alive itself (``init(answering:)``), for tests and Demos.
    private var kept: (any ReplQuestionAnswering)?

    /// Questions nobody answers yet.
    public nonisolated init() {}

    /// Questions answered by `answering`, kept alive as long as this object.
    public init(answering: any ReplQuestionAnswering) {
        self.answering = answering
        kept = answering
    }

    /// From now on, `answering` answers; it is not kept alive by this object.
    public func attach(_ answering: any ReplQuestionAnswering) {
        self.answering = answering
    }

    /// Whether anything answers questions now.
    public var isAttached: Bool { answering != nil }

    /// The person's answer to `question`; `nil` when none came.
    public func ask(_ question: ReplQuestion) -> String? {
        answering?.answer(question)
    }
}
