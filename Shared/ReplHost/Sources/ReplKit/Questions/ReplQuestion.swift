/// Something a command asks the person before it can go on — an email address, a code, a
/// password — answered on the next line they type. The prompt is the feature's own text in
/// the app language, ending as it should be shown before the answer (`Email:`).
public struct ReplQuestion: Sendable, Equatable {
    public let prompt: String
    /// Typed without echo at a terminal; in a script, shown as `********`; never kept in the
    /// history, a transcript or the output.
    public let isSecret: Bool
    /// A line said before the question (what happened so far: "A code is on its way"), if any.
    public let note: String?

    public init(prompt: String, isSecret: Bool = false, note: String? = nil) {
        self.prompt = prompt
        self.isSecret = isSecret
        self.note = note
    }

    /// A question whose answer may be shown as typed (an email address, a code).
    public static func text(_ prompt: String, note: String? = nil) -> ReplQuestion {
        ReplQuestion(prompt: prompt, note: note)
    }

    /// A question whose answer must never be shown or kept (a password).
    public static func secret(_ prompt: String, note: String? = nil) -> ReplQuestion {
        ReplQuestion(prompt: prompt, isSecret: true, note: note)
    }

    /// What stands for a secret answer wherever the answer would otherwise show.
    public static let secretMask = "********"
}
